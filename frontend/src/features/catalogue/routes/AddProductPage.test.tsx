import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { vi } from 'vitest'
import { categoriesFixture } from '@/testing/catalogueFixtures'
import { makeProduct, makeUser } from '@/testing/fixtures'
import { apiError, mockApi } from '@/testing/mockApi'
import { renderRoute, setSession } from '@/testing/renderRoute'

vi.mock('@/lib/uploads', () => ({ uploadImage: vi.fn(async () => '/images/t500.jpg') }))

const admin = makeUser({ role: 'admin', email: 'admin@pallet.test' })

function setup(createReply: () => unknown) {
  setSession(admin)
  return mockApi({
    'GET /api/config': () => ({ authMode: 'local', firebase: null, paymentMode: 'test', stripePublishableKey: null }),
    'GET /api/me': () => admin,
    'GET /api/categories': () => categoriesFixture,
    'GET /api/brands': () => ({ items: [{ brand: 'Samsung', count: 1 }] }),
    'POST /api/products': createReply,
  })
}

async function fillValidProduct() {
  await userEvent.type(screen.getByLabelText('Name'), 'Crucial T500 2TB')
  await userEvent.type(screen.getByLabelText('Brand'), 'Crucial')
  await userEvent.type(screen.getByLabelText('Price per piece (USD)'), '129.99')
  await userEvent.type(screen.getByLabelText('Stock (pieces)'), '2400')
  await userEvent.type(screen.getByLabelText('Descriptions'), 'PCIe 4.0 NVMe SSD, 7,400 MB/s.')
  await userEvent.upload(screen.getByLabelText('Photo'), new File(['jpeg'], 't500.jpg', { type: 'image/jpeg' }))
  await screen.findByRole('img', { name: 'Preview of the product photo' })
}

describe('AddProductPage', () => {
  it("shows the required-field messages for an empty form", async () => {
    const api = setup(() => makeProduct())
    renderRoute('/dashboard/add-products')
    await userEvent.click(await screen.findByRole('button', { name: 'Add Product' }, { timeout: 5000 }))
    for (const message of ['Name is Required', 'Brand is Required', 'Price is Required', 'Quantity is Required', 'Descriptions is Required', 'Photo url is Required']) {
      expect(screen.getByText(message)).toBeInTheDocument()
    }
    expect(api.callsTo('POST', '/api/products')).toHaveLength(0)
  })

  it('sends dollars as cents, toasts success and resets the form', async () => {
    const api = setup(() => makeProduct({ name: 'Crucial T500 2TB' }))
    renderRoute('/dashboard/add-products')
    await screen.findByRole('button', { name: 'Add Product' }, { timeout: 5000 })
    await fillValidProduct()
    expect(screen.getByRole('img', { name: 'Preview of the product photo' })).toHaveAttribute('src', '/images/t500.jpg')
    await userEvent.click(screen.getByRole('button', { name: 'Add Product' }))

    expect(await screen.findByText('Product Added Successfully')).toBeInTheDocument()
    expect(api.callsTo('POST', '/api/products')[0].body).toEqual({
      name: 'Crucial T500 2TB',
      brand: 'Crucial',
      priceCents: 12999,
      stock: 2400,
      minOrderQuantity: 100,
      descriptions: 'PCIe 4.0 NVMe SSD, 7,400 MB/s.',
      img: '/images/t500.jpg',
      priceBreaks: [],
      lowStockThreshold: 0,
      category: '',
      attributes: {},
      backorderable: false,
    })
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue(''))
    expect(screen.getByLabelText('Minimum order (MOQ)')).toHaveValue('100')
  })

  it('toasts the failure and keeps what was typed', async () => {
    setup(() => apiError(500, 'internal', 'Internal error'))
    renderRoute('/dashboard/add-products')
    await screen.findByRole('button', { name: 'Add Product' }, { timeout: 5000 })
    await fillValidProduct()
    await userEvent.click(screen.getByRole('button', { name: 'Add Product' }))
    expect(await screen.findByText('Failed to add the Product')).toBeInTheDocument()
    expect(screen.getByLabelText('Name')).toHaveValue('Crucial T500 2TB')
  })
})
