import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { AuthCard } from '@/features/auth/components/AuthCard'
import AboutPage from '@/features/content/routes/AboutPage'
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
