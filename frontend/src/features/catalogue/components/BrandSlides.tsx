import useEmblaCarousel from 'embla-carousel-react'
import { useEffect, useState, type FocusEvent, type KeyboardEvent } from 'react'
import { Link } from 'react-router'
import { CAROUSEL_AUTOPLAY_MS, CAROUSEL_SLIDES_VISIBLE } from '@/config/constants'
import { formatCount } from '@/lib/money'
import type { BrandCount } from '@/lib/types'
import { useMediaQuery, usePrefersReducedMotion } from '@/lib/useMediaQuery'
import { BrandLogo } from './BrandLogo'

/** Three slides at once; two on a phone, where three logos would be too small. */
function useSlidesVisible(): number {
  const phone = useMediaQuery('(max-width: 559px)')
  return phone ? 2 : CAROUSEL_SLIDES_VISIBLE
}

/**
 * Embla does the sliding and dragging; this component owns which slide leads, so autoplay
 * (every 5 s, paused on hover or focus, off under reduced motion) and the buttons agree.
 */
export function BrandSlides({ brands }: { brands: BrandCount[] }) {
  const reducedMotion = usePrefersReducedMotion()
  const visible = Math.min(useSlidesVisible(), brands.length)
  const count = brands.length
  const canMove = count > visible
  const [emblaRef, emblaApi] = useEmblaCarousel({ loop: canMove, align: 'start', watchDrag: canMove })
  const [lead, setLead] = useState(0)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const [stopped, setStopped] = useState(false)
  const autoplay = canMove && !reducedMotion && !stopped && !hovered && !focused

  useEffect(() => {
    if (!autoplay) return
    const timer = setInterval(() => setLead((i) => (i + 1) % count), CAROUSEL_AUTOPLAY_MS)
    return () => clearInterval(timer)
  }, [autoplay, count])

  useEffect(() => {
    emblaApi?.scrollTo(lead, reducedMotion)
  }, [emblaApi, lead, reducedMotion])

  useEffect(() => {
    if (!emblaApi) return
    // follow the slide a visitor dragged to (and only then: programmatic scrolls also emit select)
    let dragged = false
    const onPointerDown = () => (dragged = true)
    const onSelect = () => {
      if (!dragged) return
      dragged = false
      setLead(emblaApi.selectedScrollSnap())
    }
    emblaApi.on('pointerDown', onPointerDown).on('select', onSelect)
    return () => {
      emblaApi.off('pointerDown', onPointerDown).off('select', onSelect)
    }
  }, [emblaApi])

  const step = (delta: number) => setLead((i) => (i + delta + count) % count)
  const isShown = (i: number) => (i - lead + count) % count < visible

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'ArrowRight') step(1)
    else if (event.key === 'ArrowLeft') step(-1)
    else return
    event.preventDefault()
  }

  function onBlur(event: FocusEvent) {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false)
  }

  return (
    <div
      className="carousel"
      role="region"
      aria-roledescription="carousel"
      aria-label="Brands"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <div className="carousel__viewport" ref={emblaRef}>
        <div className="carousel__track" aria-live={autoplay ? 'off' : 'polite'} style={{ '--slides-visible': visible } as React.CSSProperties}>
          {brands.map((brand, i) => (
            <div
              className="carousel__slide"
              key={brand.brand}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${count}: ${brand.brand}`}
              aria-hidden={!isShown(i)}
              inert={!isShown(i)}
            >
              <Link className="brand-tile" to={`/products?brand=${encodeURIComponent(brand.brand)}`}>
                <BrandLogo brand={brand.brand} />
                <span className="brand-tile__count num">
                  {formatCount(brand.count)} {brand.count === 1 ? 'product' : 'products'}
                </span>
              </Link>
            </div>
          ))}
        </div>
      </div>
      {canMove && (
        <div className="carousel__controls">
          <button type="button" className="icon-btn" aria-label="Previous brands" onClick={() => step(-1)}>
            <span aria-hidden="true">‹</span>
          </button>
          {!reducedMotion && (
            <button type="button" className="icon-btn icon-btn--text" aria-pressed={stopped} onClick={() => setStopped(!stopped)}>
              {stopped ? 'Play' : 'Pause'}
            </button>
          )}
          <button type="button" className="icon-btn" aria-label="Next brands" onClick={() => step(1)}>
            <span aria-hidden="true">›</span>
          </button>
        </div>
      )}
    </div>
  )
}
