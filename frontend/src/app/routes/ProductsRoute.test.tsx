import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { categoriesFixture } from '@/testing/catalogueFixtures'
import { listOf, makeProduct, makeUser } from '@/testing/fixtures'
import { mockApi, profileRoutes } from '@/testing/mockApi'
import { renderRoute, setSession } from '@/testing/renderRoute'

const SLOW = { timeout: 15_000 }
const ssd = makeProduct({ name: 'Samsung 990 PRO 1TB', minOrderQuantity: 50, stock: 5000 })

function setup() {
  return mockApi({
    ...profileRoutes,
    'GET /api/config': () => ({ authMode: 'local', firebase: null, paymentMode: 'test', stripePublishableKey: null }),
    'GET /api/brands': () => ({ items: [] }),
    'GET /api/categories': () => categoriesFixture,
    'GET /api/products': () => listOf([ssd]),
    // checkout's form prefills the delivery details from the buyer's last order
    'GET /api/bookings': () => listOf([]),
  })
}

describe('the catalogue route', () => {
  it("opens a signed-in buyer's Buy now as the product page's buy box, with checkout's own form, in place", async () => {
    const user = userEvent.setup()
    const me = makeUser()
    setSession(me)
    setup()
    renderRoute('/products')
    const card = (await screen.findByRole('heading', { name: 'Samsung 990 PRO 1TB' }, SLOW)).closest('article')!
    await user.click(within(card).getByRole('button', { name: 'Buy now' }))

    const dialog = screen.getByRole('dialog', { name: 'Buy now: Samsung 990 PRO 1TB' })
    const quantity = await within(dialog).findByLabelText('Quantity (pieces)', {}, SLOW)
    expect(quantity).toHaveValue('50')
    await user.click(within(dialog).getByRole('button', { name: 'Buy now' }))
    expect(await within(dialog).findByLabelText(/Delivery address/, {}, SLOW)).toBeInTheDocument()
    expect(within(dialog).getByLabelText(/PO number/)).toBeInTheDocument()
  })

  it('offers no Buy now to a visitor, who orders from the product page after signing in', async () => {
    setSession(null)
    setup()
    renderRoute('/products')
    const card = (await screen.findByRole('heading', { name: 'Samsung 990 PRO 1TB' }, SLOW)).closest('article')!
    expect(within(card).getByRole('link', { name: 'Order Now' })).toBeInTheDocument()
    expect(within(card).queryByRole('button', { name: 'Buy now' })).not.toBeInTheDocument()
  })
})
