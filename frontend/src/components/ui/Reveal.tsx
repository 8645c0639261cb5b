import { useEffect, useRef, useState, type ElementType, type ReactNode } from 'react'

interface RevealProps {
  as?: ElementType
  className?: string
  children: ReactNode
  id?: string
}

/**
 * Fades its content in when it scrolls into view. The motion itself lives in CSS under
 * prefers-reduced-motion: no-preference, so reduced-motion users simply see the content.
 */
export function Reveal({ as: Tag = 'div', className = '', children, id }: RevealProps) {
  const ref = useRef<HTMLElement>(null)
  const [shown, setShown] = useState(() => typeof IntersectionObserver === 'undefined')

  useEffect(() => {
    const node = ref.current
    if (shown || !node) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setShown(true)
          observer.disconnect()
        }
      },
      { rootMargin: '0px 0px -10% 0px' },
    )
    observer.observe(node)
    return () => observer.disconnect()
  }, [shown])

  return (
    <Tag ref={ref} id={id} className={`reveal ${shown ? 'reveal--shown' : ''} ${className}`}>
      {children}
    </Tag>
  )
}
