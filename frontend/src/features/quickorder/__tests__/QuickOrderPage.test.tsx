import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { Product } from '@/lib/types'
import { categoriesFixture } from '@/testing/catalogueFixtures'
import { listOf, makeProduct, makeUser } from '@/testing/fixtures'
import { mockApi, type MockRequest } from '@/testing/mockApi'
import { renderRoute, setSession } from '@/testing/renderRoute'

const SLOW = { timeout: 10000 }
const ssd = makeProduct({ id: 'p1', name: 'Samsung 990 PRO 2TB', sku: 'MZ-V8P2T0BW', priceCents: 15000, minOrderQuantity: 100, stock: 5000, priceBreaks: [{ minQuantity: 500, unitPriceCents: 13900 }] })
const ram = makeProduct({ id: 'p2', name: 'Kingston Fury 32GB', sku: 'KF556C40BB-32', priceCents: 9000, minOrderQuantity: 200, stock: 10000 })
const catalogue: Product[] = [ssd, ram]
const emptyCart = { lines: [], subtotalCents: 0, taxCents: 0, totalCents: 0 }

function setup(extra: Parameters<typeof mockApi>[0] = {}) {
  setSession(makeUser())
  const api = mockApi({
    'GET /api/cart': () => emptyCart,
    'GET /api/products': (req: MockRequest) => {
      const sku = (req.url.searchParams.get('sku') ?? '').toUpperCase()
      return listOf(catalogue.filter((p) => p.sku === sku))
    },
    ...extra,
  })
  return { api, ...renderRoute('/quick-order') }
}

const textBox = () => screen.findByLabelText('Part numbers and quantities', {}, SLOW)

async function paste(text: string) {
  const box = await textBox()
  await userEvent.click(box)
  await userEvent.paste(text)
}

describe('Quick order', () => {
  it('previews each line with its product, price at that quantity, and problems, looking each part number up once', async () => {
    const { api } = setup()
    await paste('MZ-V8P2T0BW 600\nNOPE-1 10\nkf556c40bb-32 50\nmz-v8p2t0bw 100')
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }))
    const line = async (n: number) => within(await screen.findByRole('row', { name: `Line ${n}` }, SLOW))
    expect((await line(1)).getByRole('link', { name: 'Samsung 990 PRO 2TB' })).toHaveAttribute('href', '/purchase/p1')
    expect((await line(1)).getByText('$139.00')).toBeInTheDocument()
    expect((await line(1)).getByText('700 in all')).toBeInTheDocument()
    expect((await line(2)).getByText('Unknown part number NOPE-1')).toBeInTheDocument()
    expect((await line(3)).getByText('Minimum order is 200 pieces')).toBeInTheDocument()
    expect(screen.getByText('2 of 4 lines need attention; the others can go into your cart.')).toBeInTheDocument()
    expect(api.callsTo('GET', '/api/products').map((c) => c.url.searchParams.get('sku'))).toEqual(['MZ-V8P2T0BW', 'NOPE-1', 'kf556c40bb-32'])
  })

  it('refuses more than 500 lines with a clear message and looks nothing up', async () => {
    const { api } = setup()
    await paste(Array.from({ length: 501 }, (_, i) => `SKU-${i} 100`).join('\n'))
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }))
    expect(screen.getByText(/at most 500 lines; this one has 501/)).toBeInTheDocument()
    expect(await textBox()).toHaveAttribute('aria-invalid', 'true')
    expect(api.callsTo('GET', '/api/products')).toHaveLength(0)
  })

  it('fills the text from an uploaded CSV file, without its header', async () => {
    setup()
    await textBox()
    const file = new File(['sku,quantity\nMZ-V8P2T0BW,200\nKF556C40BB-32,400\n'], 'order.csv', { type: 'text/csv' })
    fireEvent.change(screen.getByLabelText('Or upload a CSV file'), { target: { files: [file] } })
    await waitFor(async () => expect(await textBox()).toHaveValue('MZ-V8P2T0BW,200\nKF556C40BB-32,400'))
  })

  it('posts the text, then shows the lines the server did not add with their line numbers, and a link to the cart', async () => {
    const text = 'MZ-V8P2T0BW 200\nNOPE-1 10\nKF556C40BB-32 400'
    const { api } = setup({
      'POST /api/cart/quick-order': () => ({ cart: emptyCart, errors: [{ line: 2, sku: 'NOPE-1', message: 'Unknown part number NOPE-1' }] }),
    })
    await paste(text)
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }))
    const result = within(await screen.findByRole('status', { name: '2 of 3 lines added to your cart; 1 left out' }, SLOW))
    expect(result.getByRole('listitem')).toHaveTextContent('Line 2 · NOPE-1 · 10 pcs: Unknown part number NOPE-1')
    expect(result.getByRole('link', { name: 'Go to your cart' })).toHaveAttribute('href', '/cart')
    expect(api.callsTo('POST', '/api/cart/quick-order')[0].body).toEqual({ text })
  })

  it('says which lines were left out for being below their minimum or beyond the stock, with their pieces and why', async () => {
    setup({
      'POST /api/cart/quick-order': () => ({
        cart: emptyCart,
        errors: [
          { line: 2, sku: 'KF556C40BB-32', message: 'Minimum order is 200 pieces' },
          { line: 3, sku: 'MZ-V8P2T0BW', message: 'Only 5000 pieces in stock' },
        ],
      }),
    })
    await paste('MZ-V8P2T0BW 200\nKF556C40BB-32 50\nMZ-V8P2T0BW 9000')
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }))
    const result = within(await screen.findByRole('status', { name: '1 of 3 lines added to your cart; 2 left out' }, SLOW))
    expect(within(result.getByRole('list', { name: 'Lines left out' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Line 2 · KF556C40BB-32 · 50 pcs: Minimum order is 200 pieces',
      'Line 3 · MZ-V8P2T0BW · 9,000 pcs: Only 5000 pieces in stock',
    ])
  })

  it('leaves only the lines that were not added in the box, so fixing and adding again does not add the others twice', async () => {
    const { api } = setup({
      'POST /api/cart/quick-order': (req: MockRequest) =>
        (req.body as { text: string }).text.startsWith('MZ') ? { cart: emptyCart, errors: [{ line: 2, sku: 'NOPE-1', message: 'Unknown part number NOPE-1' }] } : { cart: emptyCart, errors: [] },
    })
    await paste('MZ-V8P2T0BW 200\nNOPE-1 10\nKF556C40BB-32 400')
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }))
    expect(await screen.findByText('Only these lines are left in the box above: fix them and add them again.', {}, SLOW)).toBeInTheDocument()
    const box = await textBox()
    expect(box).toHaveValue('NOPE-1 10')
    await userEvent.clear(box)
    await userEvent.type(box, 'KF556C40BB-16 10')
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }))
    expect(await screen.findByRole('status', { name: '1 line added to your cart' }, SLOW)).toBeInTheDocument()
    expect(api.callsTo('POST', '/api/cart/quick-order').map((c) => c.body)).toEqual([{ text: 'MZ-V8P2T0BW 200\nNOPE-1 10\nKF556C40BB-32 400' }, { text: 'KF556C40BB-16 10' }])
    expect(box).toHaveValue('')
  })

  it('is linked from the products page', async () => {
    setSession(makeUser())
    mockApi({ 'GET /api/products': () => listOf([]), 'GET /api/brands': () => ({ items: [] }), 'GET /api/categories': () => categoriesFixture, 'GET /api/cart': () => emptyCart })
    renderRoute('/products')
    expect(await screen.findByRole('link', { name: 'Quick order by part number' }, SLOW)).toHaveAttribute('href', '/quick-order')
  })
})
