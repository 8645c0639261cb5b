import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { makeBooking, makeProduct, makeUser } from '@/testing/fixtures'
import { mockApi, reply } from '@/testing/mockApi'
import { renderRoute, setSession } from '@/testing/renderRoute'
import type { BookingInput } from '@/lib/types'
import { OrderForm } from './OrderForm'

function renderForm(stock = 300) {
  const product = makeProduct({ stock, minOrderQuantity: 100, priceCents: 1000 })
  setSession(makeUser())
  const api = mockApi({ 'POST /api/bookings': (req) => reply(201, makeBooking({ quantity: (req.body as BookingInput).quantity })) })
  const onBooked = vi.fn()
  renderRoute('/purchase', [{ path: '/purchase', element: <OrderForm product={product} onBooked={onBooked} /> }])
  return { api, onBooked }
}

async function fillIn(quantity: string) {
  const user = userEvent.setup()
  const field = screen.getByLabelText(/quantity/i)
  await user.clear(field)
  await user.type(field, quantity)
  await user.type(screen.getByLabelText(/delivery address/i), '1 Dock Road')
  await user.type(screen.getByLabelText(/phone/i), '+1 555 0100')
  await user.click(screen.getByRole('button', { name: /place order/i }))
  return field
}

describe('OrderForm stock check', () => {
  it('refuses more pieces than are in stock and books nothing', async () => {
    const { api, onBooked } = renderForm()
    const quantity = await fillIn('301')
    expect(screen.getByText('Only 300 pieces in stock')).toBeInTheDocument()
    expect(quantity).toHaveFocus()
    expect(api.callsTo('POST', '/api/bookings')).toHaveLength(0)
    expect(onBooked).not.toHaveBeenCalled()
  })

  it('books exactly the pieces in stock', async () => {
    const { api, onBooked } = renderForm()
    await fillIn('300')
    expect(await screen.findByText('Your Order is Successfully Booking')).toBeInTheDocument()
    expect(screen.queryByText(/pieces in stock/)).not.toBeInTheDocument()
    expect((api.callsTo('POST', '/api/bookings')[0].body as BookingInput).quantity).toBe(300)
    expect(onBooked).toHaveBeenCalledOnce()
  })
})

describe('OrderForm quantity feedback', () => {
  it('writes the stock with a thousands separator', async () => {
    renderForm(4800)
    await fillIn('5000')
    expect(screen.getByText('Only 4,800 pieces in stock')).toBeInTheDocument()
  })

  it('shows a total only for a quantity that can be ordered', async () => {
    renderForm()
    const user = userEvent.setup()
    const field = screen.getByLabelText(/quantity/i)
    const total = screen.getByRole('status', { name: 'Total' })
    await user.clear(field)
    await user.type(field, '50')
    expect(total).toHaveTextContent('—')
    await user.type(field, '0')
    expect(total).toHaveTextContent('—')
    await user.clear(field)
    await user.type(field, '150')
    expect(total).toHaveTextContent('$1,500.00')
  })
})
