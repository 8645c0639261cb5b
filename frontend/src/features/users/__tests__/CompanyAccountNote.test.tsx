import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { listOf, makeCompany, makeUser } from '@/testing/fixtures'
import { mockApi } from '@/testing/mockApi'
import { renderRoute, setSession } from '@/testing/renderRoute'

describe('My Profile of a company member', () => {
  it('points to the Company page instead of a profile of their own', async () => {
    setSession(makeUser())
    const api = mockApi({
      'GET /api/company': () => makeCompany({ myRole: 'buyer', name: 'Acme Systems Ltd' }),
      'GET /api/company/prices': () => ({ items: [], total: 0, page: 1, limit: 10000 }),
      'GET /api/me/addresses': () => listOf([]),
    })
    renderRoute('/dashboard')
    expect(await screen.findByText(/You buy for/, {}, { timeout: 10000 })).toHaveTextContent('You buy for Acme Systems Ltd')
    expect(screen.getByRole('link', { name: 'Company page' })).toHaveAttribute('href', '/dashboard/company')
    expect(screen.queryByRole('form', { name: 'Company' })).not.toBeInTheDocument()
    expect(api.callsTo('GET', '/api/me/company')).toHaveLength(0)
  })
})
