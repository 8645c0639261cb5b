import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { useSession } from '@/features/auth/stores/session'
import type { User } from '@/lib/types'
import { makeUser } from '@/testing/fixtures'
import { mockApi, profileRoutes } from '@/testing/mockApi'
import { renderRoute, setSession } from '@/testing/renderRoute'

vi.mock('@/lib/uploads', () => ({ uploadImage: vi.fn(async () => '/images/me.png') }))

describe('ProfilePage', () => {
  it('shows the default picture, and Edit profile saves name and photo into the session', async () => {
    const user = userEvent.setup()
    const me = makeUser({ name: 'Dana Buyer', photoUrl: '' })
    setSession(me)
    const api = mockApi({ ...profileRoutes, 'PATCH /api/me': (req) => ({ ...me, ...(req.body as Partial<User>) }) })
    renderRoute('/dashboard')

    expect(await screen.findByRole('img', { name: /default picture/i }, { timeout: 10000 })).toBeInTheDocument()
    expect(screen.getByText('buyer@example.com')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Edit profile' }))
    const name = screen.getByLabelText('Full name')
    await user.clear(name)
    await user.click(screen.getByRole('button', { name: 'Save profile' }))
    expect(screen.getByText('Name is Required')).toBeInTheDocument()
    expect(api.callsTo('PATCH', '/api/me')).toHaveLength(0)

    await user.type(name, 'Dana B. Buyer')
    await user.upload(screen.getByLabelText('Upload a new photo'), new File(['png'], 'me.png', { type: 'image/png' }))
    expect(await screen.findByRole('button', { name: 'Remove' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Save profile' }))

    expect(await screen.findByText('Profile updated')).toBeInTheDocument()
    expect(api.callsTo('PATCH', '/api/me')[0].body).toEqual({ name: 'Dana B. Buyer', photoUrl: '/images/me.png' })
    expect(useSession.getState().user?.name).toBe('Dana B. Buyer')
    expect(screen.getAllByText('Dana B. Buyer').length).toBeGreaterThan(0)
    // the profile, the dashboard menu and the top navigation all show the new photo
    const photos = screen.getAllByRole('img', { name: 'Dana B. Buyer' })
    expect(photos.length).toBeGreaterThanOrEqual(2)
    for (const photo of photos) expect(photo).toHaveAttribute('src', '/images/me.png')
  })

  it('shows buyers the terms they pay on', async () => {
    const me = makeUser({ terms: { invoiceTerms: true, netDays: 45, taxExempt: true } })
    setSession(me)
    mockApi({ ...profileRoutes, 'GET /api/me': () => me })
    renderRoute('/dashboard')
    const terms = await screen.findByText('Your terms', {}, { timeout: 10000 })
    expect(terms.nextElementSibling).toHaveTextContent('Invoice, net 45 days · Tax exempt')
  })

  it('says a buyer without terms pays by card', async () => {
    setSession(makeUser())
    mockApi({ ...profileRoutes })
    renderRoute('/dashboard')
    const terms = await screen.findByText('Your terms', {}, { timeout: 10000 })
    expect(terms.nextElementSibling).toHaveTextContent('Card at checkout')
  })
})
