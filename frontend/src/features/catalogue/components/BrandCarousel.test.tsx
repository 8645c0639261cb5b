import { act, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { mockApi } from '@/testing/mockApi'
import { renderRoute } from '@/testing/renderRoute'
import { BrandCarousel } from './BrandCarousel'

type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void

/** An IntersectionObserver the test drives: `scrollNear` reports the section coming close. */
function observedPage() {
  const callbacks: Callback[] = []
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: Callback) {
        callbacks.push(callback)
      }
      observe() {}
      disconnect() {}
    },
  )
  return { scrollNear: () => act(() => callbacks.forEach((cb) => cb([{ isIntersecting: true }]))) }
}

function renderCarousel() {
  const api = mockApi({ 'GET /api/brands': () => ({ items: [{ brand: 'Samsung', count: 4 }, { brand: 'Intel', count: 3 }, { brand: 'Acme Racks', count: 1 }] }) })
  const view = renderRoute('/', [{ path: '/', element: <BrandCarousel /> }])
  return { api, view }
}

describe('BrandCarousel', () => {
  it('asks for the brands only once a reader nears the section', async () => {
    const page = observedPage()
    const { api } = renderCarousel()
    expect(screen.getByRole('status', { name: 'Loading brands' })).toBeInTheDocument()
    expect(api.callsTo('GET', '/api/brands')).toHaveLength(0)

    page.scrollNear()
    expect(await screen.findByRole('img', { name: 'Samsung' }, { timeout: 5000 })).toBeInTheDocument()
    expect(api.callsTo('GET', '/api/brands')).toHaveLength(1)
  })

  it('sets each brand as a wordmark in its own type, fetching no image', async () => {
    const page = observedPage()
    const { view } = renderCarousel()
    page.scrollNear()
    const samsung = await screen.findByRole('img', { name: 'Samsung' }, { timeout: 5000 })
    const intel = screen.getByRole('img', { name: 'Intel' })
    expect(view.container.querySelector('img')).toBeNull()
    expect(samsung).toHaveStyle({ color: '#1428a0', textTransform: 'uppercase' })
    expect(intel).toHaveStyle({ color: '#0068b5', textTransform: 'lowercase' })
    // a brand the shop has no style for still gets a plain, bold wordmark
    expect(screen.getByRole('img', { name: 'Acme Racks' })).toHaveTextContent('Acme Racks')
  })
})
