import { Link } from 'react-router'
import firstView from '@/config/firstView.json'
import { HeroArt } from './HeroArt'

export function Hero() {
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero__inner">
        <div className="hero__copy">
          <p className="eyebrow">{firstView.hero.eyebrow}</p>
          <h1 id="hero-title" className="hero__title">
            {firstView.hero.title}
          </h1>
          <p className="hero__lead">{firstView.hero.lead}</p>
          <div className="hero__actions">
            <Link className="btn btn--primary btn--lg" to="/products">
              Get Started
            </Link>
            <Link className="btn btn--on-dark btn--lg" to="/about">
              How ordering works
            </Link>
          </div>
          <ul className="hero__facts">
            <li>
              <strong>Minimum order</strong> shown on every product
            </li>
            <li>
              <strong>Pay by card</strong> or on invoice terms
            </li>
            <li>
              <strong>Tracked</strong> pallet freight
            </li>
          </ul>
        </div>
        <HeroArt />
      </div>
    </section>
  )
}
