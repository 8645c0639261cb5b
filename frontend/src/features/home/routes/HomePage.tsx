import type { ReactNode } from 'react'
import { Reveal } from '@/components/ui/Reveal'
import { Hero } from '../components/Hero'
import { JoinBanner } from '../components/JoinBanner'
import { StatsBand } from '../components/StatsBand'

interface HomePageProps {
  /** slots composed in src/app from other features */
  newestProducts: ReactNode
  brandCarousel: ReactNode
  latestReviews: ReactNode
  contactForm: ReactNode
}

export default function HomePage({ newestProducts, brandCarousel, latestReviews, contactForm }: HomePageProps) {
  return (
    <div className="home">
      <Hero />
      <Reveal>{newestProducts}</Reveal>
      <Reveal>{brandCarousel}</Reveal>
      <Reveal>
        <StatsBand />
      </Reveal>
      <Reveal>
        <JoinBanner />
      </Reveal>
      <Reveal>{latestReviews}</Reveal>
      <Reveal>{contactForm}</Reveal>
    </div>
  )
}
