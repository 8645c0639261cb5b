import { STATS } from '@/config/constants'

export function StatsBand() {
  return (
    <section className="stats" aria-label="Pallet in numbers">
      <dl className="container stats__list">
        {STATS.map((stat) => (
          <div className="stats__item" key={stat.label}>
            <dt className="stats__label">{stat.label}</dt>
            <dd className="stats__value num">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
