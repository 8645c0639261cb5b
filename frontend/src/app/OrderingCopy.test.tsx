import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { AuthCard } from '@/features/auth/components/AuthCard'
import AboutPage from '@/features/content/routes/AboutPage'
import BlogsPage from '@/features/content/routes/BlogsPage'
import PortfolioPage from '@/features/content/routes/PortfolioPage'
import { Hero } from '@/features/home/components/Hero'

// Minimum orders differ per product, so no page may promise one number for all of them.
const ONE_MOQ_FOR_ALL = /\b\d+\s*(pieces|pcs)\b/i

describe('copy about minimum orders', () => {
  it.each([
    ['the hero', <Hero key="hero" />],
    ['the sign-in panel', <AuthCard key="auth" title="Log in" lead="Welcome back" footer={null}>{null}</AuthCard>],
    ['About', <AboutPage key="about" />],
  ])('%s points to each product’s own minimum instead of one number', (_, page) => {
    const { container } = render(<MemoryRouter>{page}</MemoryRouter>)
    expect(container.textContent).not.toMatch(ONE_MOQ_FOR_ALL)
    expect(screen.getAllByText(/minimum order|MOQ/i).length).toBeGreaterThan(0)
  })
})

// Trade accounts pay on invoice terms, so no page may say every order is paid by card.
describe('copy about payment', () => {
  it.each([
    ['the hero', <Hero key="hero" />],
    ['About', <AboutPage key="about" />],
  ])('%s offers invoice terms beside the card', (_, page) => {
    const { container } = render(<MemoryRouter>{page}</MemoryRouter>)
    expect(container.textContent).toMatch(/invoice terms/i)
    expect(container.textContent).not.toMatch(/card payment on every order|paid by card when you place/i)
  })
})

// The blog and the portfolio are the shop's pages for buyers, not notes about how the site is built.
describe('copy for buyers, not developers', () => {
  it.each([
    ['the blog', <BlogsPage key="blog" />],
    ['the portfolio', <PortfolioPage key="portfolio" />],
  ])('%s says nothing about the tech stack', (_, page) => {
    const { container } = render(<MemoryRouter>{page}</MemoryRouter>)
    expect(container.textContent).not.toMatch(/\b(JWT|NoSQL|React|gin|Uber fx|developers?)\b/)
  })
})
