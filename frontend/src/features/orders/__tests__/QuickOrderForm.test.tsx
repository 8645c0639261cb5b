import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { makeBooking, makeProduct, makeUser } from '@/testing/fixtures'
import { mockApi, reply } from '@/testing/mockApi'
import { renderRoute, setSession } from '@/testing/renderRoute'
import QuickOrderForm from '../components/QuickOrderForm'

function renderForm(onDone: () => void) {
  const product = makeProduct({ minOrderQuantity: 250, priceCents: 1000 })
  renderRoute('/products', [{ path: '/products', element: <QuickOrderForm product={product} onDone={onDone} /> }])
}

describe('QuickOrderForm', () => {
  it('books in place and closes', async () => {
    const user = userEvent.setup()
    setSession(makeUser())
    const api = mockApi({ 'POST /api/bookings': () => reply(201, makeBooking()) })
    const onDone = vi.fn()
    renderForm(onDone)
    expect(screen.getByLabelText(/quantity/i)).toHaveValue('250')
    expect(screen.getByRole('status', { name: /total/i })).toHaveTextContent('$2,500.00')
    await user.type(screen.getByLabelText(/delivery address/i), 'Unit 4')
    await user.type(screen.getByLabelText(/phone/i), '555')
    await user.click(screen.getByRole('button', { name: /place order/i }))
    expect(await screen.findByText('Your Order is Successfully Booking')).toBeInTheDocument()
    expect(onDone).toHaveBeenCalledOnce()
    expect(api.callsTo('POST', '/api/bookings')).toHaveLength(1)
  })

  it('asks visitors to log in first', () => {
    setSession(null)
    renderForm(() => {})
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login')
    expect(screen.queryByRole('button', { name: /place order/i })).not.toBeInTheDocument()
  })
})
