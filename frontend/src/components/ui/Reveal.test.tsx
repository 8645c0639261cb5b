import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Reveal } from './Reveal'

type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void

/** An IntersectionObserver the test drives, and a reader who welcomes (or refuses) motion. */
function browser({ motion = true, top = 2000 }: { motion?: boolean; top?: number } = {}) {
  const observers: Callback[] = []
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: Callback) {
        observers.push(callback)
      }
      observe() {}
      disconnect() {}
    },
  )
  window.matchMedia = ((query: string) => ({ matches: motion && query.includes('no-preference'), media: query })) as typeof window.matchMedia
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ top } as DOMRect)
  return { fire: (entry: Partial<IntersectionObserverEntry>) => act(() => observers.forEach((cb) => cb([entry]))) }
}

const section = () => screen.getByText('Newest products').parentElement as HTMLElement

function renderReveal() {
  render(
    <Reveal>
      <h2>Newest products</h2>
    </Reveal>,
  )
}

describe('Reveal', () => {
  afterEach(() => vi.restoreAllMocks())

  it('leaves content plain when there is no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined)
    renderReveal()
    expect(section()).toHaveClass('reveal')
    expect(section()).not.toHaveClass('reveal--waiting')
  })

  it('never waits for a reader who prefers reduced motion', () => {
    browser({ motion: false })
    renderReveal()
    expect(section()).not.toHaveClass('reveal--waiting')
  })

  it('never hides a section that starts on screen', () => {
    browser({ top: 300 })
    renderReveal()
    expect(section()).not.toHaveClass('reveal--waiting')
  })

  it('fades a section below the fold in when it scrolls into view', () => {
    const { fire } = browser()
    renderReveal()
    expect(section()).toHaveClass('reveal--waiting')
    fire({ isIntersecting: true, boundingClientRect: { top: 500 } as DOMRectReadOnly })
    expect(section()).toHaveClass('reveal--shown')
    expect(section()).not.toHaveClass('reveal--waiting')
  })

  it('shows a section the reader jumped past (End key)', () => {
    const { fire } = browser()
    renderReveal()
    fire({ isIntersecting: false, boundingClientRect: { top: -900 } as DOMRectReadOnly })
    expect(section()).toHaveClass('reveal--shown')
  })
})
