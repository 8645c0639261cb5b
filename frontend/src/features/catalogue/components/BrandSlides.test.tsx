import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { BrandSlides } from './BrandSlides'

const brands = ['Samsung', 'Kingston', 'Intel', 'AMD', 'Corsair'].map((brand, i) => ({ brand, count: i + 1 }))

function renderSlides() {
  const router = createMemoryRouter([{ path: '/', element: <BrandSlides brands={brands} /> }])
  return render(<RouterProvider router={router} />)
}

function shownBrands(): string[] {
  return screen
    .getAllByRole('group', { hidden: true })
    .filter((slide) => slide.getAttribute('aria-hidden') !== 'true')
    .map((slide) => slide.getAttribute('aria-label')!.split(': ')[1])
}

function setReducedMotion(reduce: boolean) {
  window.matchMedia = (query: string) =>
    ({ matches: reduce && query.includes('reduce'), media: query, addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList
}

describe('BrandSlides', () => {
  it('shows three slides and advances every 5000 ms', () => {
    vi.useFakeTimers()
    renderSlides()
    expect(shownBrands()).toEqual(['Samsung', 'Kingston', 'Intel'])

    act(() => vi.advanceTimersByTime(4999))
    expect(shownBrands()).toEqual(['Samsung', 'Kingston', 'Intel'])
    act(() => vi.advanceTimersByTime(1))
    expect(shownBrands()).toEqual(['Kingston', 'Intel', 'AMD'])
    act(() => vi.advanceTimersByTime(5000 * 3))
    // wraps around: the lead slide is now Corsair, followed by Samsung and Kingston
    expect(shownBrands()).toEqual(['Samsung', 'Kingston', 'Corsair'])
  })

  it('pauses while the pointer is over it', async () => {
    vi.useFakeTimers()
    renderSlides()
    const region = screen.getByRole('region', { name: 'Brands' })
    await act(async () => region.dispatchEvent(new MouseEvent('mouseover', { bubbles: true })))
    act(() => vi.advanceTimersByTime(15000))
    expect(shownBrands()).toEqual(['Samsung', 'Kingston', 'Intel'])
  })

  it('moves with the Next and Previous buttons and arrow keys', async () => {
    renderSlides()
    await userEvent.click(screen.getByRole('button', { name: 'Next brands' }))
    expect(shownBrands()).toEqual(['Kingston', 'Intel', 'AMD'])
    await userEvent.click(screen.getByRole('button', { name: 'Previous brands' }))
    await userEvent.click(screen.getByRole('button', { name: 'Previous brands' }))
    // Corsair leads, then wraps to Samsung and Kingston (listed in DOM order)
    expect(shownBrands()).toEqual(['Samsung', 'Kingston', 'Corsair'])
    await userEvent.keyboard('{ArrowRight}')
    expect(shownBrands()).toEqual(['Samsung', 'Kingston', 'Intel'])
  })

  it('does not autoplay under prefers-reduced-motion', () => {
    setReducedMotion(true)
    vi.useFakeTimers()
    renderSlides()
    act(() => vi.advanceTimersByTime(20000))
    expect(shownBrands()).toEqual(['Samsung', 'Kingston', 'Intel'])
    expect(screen.queryByRole('button', { name: 'Pause' })).not.toBeInTheDocument()
  })
})
