import { useLayoutEffect, useRef, useState, type ElementType, type ReactNode } from 'react'

interface RevealProps {
  as?: ElementType
  className?: string
  children: ReactNode
  id?: string
}

/** static: plain content; waiting: below the fold, faded out until it scrolls in; shown: faded in. */
type Phase = 'static' | 'waiting' | 'shown'

const PHASE_CLASS: Record<Phase, string> = { static: '', waiting: 'reveal--waiting', shown: 'reveal--shown' }

/** The fade is only an enhancement: it needs an IntersectionObserver and a reader who welcomes motion. */
function canAnimate(): boolean {
  return typeof IntersectionObserver !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: no-preference)').matches
}

/**
 * Fades its content in when it scrolls into view. Content is visible by default: only a
 * section that starts below the fold, in a browser that can animate it, waits, and the
 * waiting style applies on screens only (home.css), so print and PDF always show everything.
 */
export function Reveal({ as: Tag = 'div', className = '', children, id }: RevealProps) {
  const ref = useRef<HTMLElement>(null)
  const [phase, setPhase] = useState<Phase>('static')

  useLayoutEffect(() => {
    const node = ref.current
    if (!node || !canAnimate() || node.getBoundingClientRect().top < window.innerHeight) return
    setPhase('waiting')
    const observer = new IntersectionObserver((entries) => {
      // in view, or already scrolled past (a jump to the end skips over sections)
      if (entries.some((entry) => entry.isIntersecting || entry.boundingClientRect.top < 0)) {
        setPhase('shown')
        observer.disconnect()
      }
    })
    observer.observe(node)
    return () => observer.disconnect()
  }, [])

  return (
    <Tag ref={ref} id={id} className={['reveal', PHASE_CLASS[phase], className].filter(Boolean).join(' ')}>
      {children}
    </Tag>
  )
}
