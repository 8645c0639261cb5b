import { PROJECTS, STOCKED, TEAM } from '../components/portfolioData'

export default function PortfolioPage() {
  return (
    <div className="container page">
      <header className="page-head">
        <p className="eyebrow eyebrow--dark">My_Portfolio</p>
        <h1>The people and the parts behind Pallet</h1>
        <p className="page-head__lead">
          A small team buys, stores, packs and ships hardware for businesses. These are the people you deal with, what we keep on the shelf, and some
          of the orders we are proud of.
        </p>
      </header>

      <section className="section-block" aria-labelledby="team-title">
        <h2 id="team-title">The team</h2>
        <ul className="card-grid">
          {TEAM.map((member) => (
            <li className="info-card" key={member.role}>
              <span className="info-card__badge" aria-hidden="true">
                {member.initials}
              </span>
              <h3>{member.role}</h3>
              <p>{member.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="section-block" aria-labelledby="stack-title">
        <h2 id="stack-title">What we stock</h2>
        <dl className="stack-list">
          {STOCKED.map((item) => (
            <div key={item.name}>
              <dt>{item.name}</dt>
              <dd>{item.use}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section className="section-block" aria-labelledby="projects-title">
        <h2 id="projects-title">Orders we supplied</h2>
        <ul className="card-grid card-grid--three">
          {PROJECTS.map((project) => (
            <li className="info-card" key={project.name}>
              <h3>{project.name}</h3>
              <p>{project.text}</p>
              <p className="tags">
                {project.facts.map((fact) => (
                  <span className="tag" key={fact}>
                    {fact}
                  </span>
                ))}
              </p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}
