import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { uploadImage } from '@/lib/uploads'
import { makeUser } from '@/testing/fixtures'
import { apiError, mockApi, reply } from '@/testing/mockApi'
import { renderRoute, setSession } from '@/testing/renderRoute'

vi.mock('@/lib/uploads', () => ({ uploadImage: vi.fn() }))
const upload = vi.mocked(uploadImage)
const photoFile = () => new File(['jpeg'], 'delivery.jpg', { type: 'image/jpeg' })
const UPLOADED = '/images/abc.jpg#c=320+%2Fimages%2Fdef.jpg&w=1600'

const SLOW = { timeout: 10000 }
// the page reports through toasts and field messages, never a blocking alert()
const alertSpy = vi.fn()

beforeEach(() => {
  upload.mockReset()
  upload.mockResolvedValue(UPLOADED)
  alertSpy.mockReset()
  vi.stubGlobal('alert', alertSpy)
})
afterEach(() => {
  expect(alertSpy).not.toHaveBeenCalled() // setup.ts unstubs it
})

function setup(extra: Parameters<typeof mockApi>[0] = {}) {
  setSession(makeUser({ name: 'Dana Buyer' }))
  const api = mockApi({
    'POST /api/reviews': (req) => reply(201, { id: 'r1', name: 'Dana Buyer', verifiedBuyer: false, createdAt: '2025-01-01T00:00:00Z', ...(req.body as object) }),
    ...extra,
  })
  renderRoute('/dashboard/addReviews')
  return api
}

const star = (n: number) => screen.getByRole('radio', { name: n === 1 ? '1 star' : `${n} stars` })

describe('AddReviewPage', () => {
  it('picks the rating with the keyboard as a radio group', async () => {
    const user = userEvent.setup()
    setup()
    await screen.findByRole('radiogroup', { name: 'Your rating' }, SLOW)
    expect(screen.getAllByRole('radio')).toHaveLength(5)
    // one tab stop for the group (roving tabindex)
    expect(screen.getAllByRole('radio').map((r) => r.tabIndex)).toEqual([0, -1, -1, -1, -1])
    act(() => star(1).focus())
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}')
    expect(star(4)).toHaveAttribute('aria-checked', 'true')
    expect(star(4)).toHaveFocus()
    await user.keyboard('{ArrowLeft}')
    expect(star(3)).toHaveAttribute('aria-checked', 'true')
    expect(star(4)).toHaveAttribute('aria-checked', 'false')
    expect(screen.getAllByRole('radio').map((r) => r.tabIndex)).toEqual([-1, -1, 0, -1, -1])
    await user.keyboard('{End}')
    expect(star(5)).toHaveAttribute('aria-checked', 'true')
    await user.click(star(2))
    expect(star(2)).toHaveAttribute('aria-checked', 'true')
  })

  it('shows the required messages and sends nothing', async () => {
    const user = userEvent.setup()
    const api = setup()
    await user.click(await screen.findByRole('button', { name: 'Add review' }, SLOW))
    expect(screen.getByText('Review is Required')).toBeInTheDocument()
    expect(screen.getByText('Photo url is Required')).toBeInTheDocument()
    expect(screen.getByText(/Rating is Required/)).toBeInTheDocument()
    expect(api.callsTo('POST', '/api/reviews')).toHaveLength(0)
  })

  it('adds the review, toasts, and resets the form', async () => {
    const user = userEvent.setup()
    const api = setup()
    await screen.findByRole('radiogroup', {}, SLOW)
    await user.click(star(4))
    await user.type(screen.getByLabelText('Your review'), 'Pallet arrived on time, well packed.')
    await user.upload(screen.getByLabelText('Photo'), photoFile())
    expect(await screen.findByRole('img', { name: /preview of your review photo/i })).toHaveAttribute('src', UPLOADED)
    await user.click(screen.getByRole('button', { name: 'Add review' }))

    expect(await screen.findByText('Review Added Successfully')).toBeInTheDocument()
    expect(api.callsTo('POST', '/api/reviews')[0].body).toEqual({ rating: 4, review: 'Pallet arrived on time, well packed.', img: UPLOADED })
    await waitFor(() => expect(screen.getByLabelText('Your review')).toHaveValue(''))
    expect(screen.queryByRole('img', { name: /preview of your review photo/i })).not.toBeInTheDocument()
    expect(star(4)).toHaveAttribute('aria-checked', 'false')
  })

  it('toasts the failure and shows the server message beside the field', async () => {
    const user = userEvent.setup()
    setup({ 'POST /api/reviews': () => apiError(400, 'invalid', 'Check the review', { img: 'Photo url must be a web address' }) })
    await screen.findByRole('radiogroup', {}, SLOW)
    await user.click(star(5))
    await user.type(screen.getByLabelText('Your review'), 'Great')
    await user.upload(screen.getByLabelText('Photo'), photoFile())
    await user.click(await screen.findByRole('button', { name: 'Add review' }))
    expect(await screen.findByText('Failed to add the Review')).toBeInTheDocument()
    expect(screen.getByText('Photo url must be a web address')).toBeInTheDocument()
  })

  it('shows the uploaded photo with Change and Remove, never its internal path', async () => {
    const user = userEvent.setup()
    setup()
    await screen.findByRole('radiogroup', {}, SLOW)
    expect(screen.queryByRole('textbox', { name: /photo/i })).not.toBeInTheDocument()
    await user.upload(screen.getByLabelText('Photo'), photoFile())

    const preview = await screen.findByRole('img', { name: /preview of your review photo/i })
    expect(preview).toHaveAttribute('src', UPLOADED)
    expect(screen.queryByDisplayValue(/\/images\//)).not.toBeInTheDocument()
    expect(screen.queryByText(/\/images\//)).not.toBeInTheDocument()

    upload.mockResolvedValue('/images/other.png')
    await user.click(screen.getByRole('button', { name: 'Change' }))
    await user.upload(screen.getByLabelText('Photo'), photoFile())
    expect(await screen.findByRole('img', { name: /preview of your review photo/i })).toHaveAttribute('src', '/images/other.png')

    await user.click(screen.getByRole('button', { name: 'Remove' }))
    expect(screen.queryByRole('img', { name: /preview of your review photo/i })).not.toBeInTheDocument()
    expect(screen.getByText('Your photo preview shows here.')).toBeInTheDocument()
  })
})
