import { render, screen, waitFor } from '@testing-library/react'
import { useEffect, useState } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { ScrollManager } from './ScrollManager'

/** A page whose sections arrive after a moment, like a lazily loaded route. */
function LatePage() {
  const [loaded, setLoaded] = useState(false)
  useEffect(() => {
    const timer = setTimeout(() => setLoaded(true), 50)
    return () => clearTimeout(timer)
  }, [])
  return loaded ? <h2 id="payment">Payment terms</h2> : <p>Loading…</p>
}

describe('ScrollManager', () => {
  it('scrolls a deep link to its section once the section has loaded', async () => {
    const scrolled = vi.fn()
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled(this.id)
    }
    const router = createMemoryRouter([{ path: '/about', element: <><ScrollManager /><LatePage /></> }], { initialEntries: ['/about#payment'] })
    render(<RouterProvider router={router} />)
    expect(await screen.findByRole('heading', { name: 'Payment terms' })).toBeInTheDocument()
    await waitFor(() => expect(scrolled).toHaveBeenCalledWith('payment'))
  })
})
