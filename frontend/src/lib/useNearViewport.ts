import { useEffect, useRef, useState, type RefObject } from 'react'

/**
 * True once the element is within `margin` of the viewport (or scrolled past), so a section can
 * wait to load until a reader is about to see it. Without an IntersectionObserver it is true at once.
 */
export function useNearViewport<T extends Element>(margin = '300px'): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null)
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined')

  useEffect(() => {
    const node = ref.current
    if (near || !node) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting || entry.boundingClientRect.top < 0)) setNear(true)
      },
      { rootMargin: `${margin} 0px` },
    )
    observer.observe(node)
    return () => observer.disconnect()
  }, [near, margin])

  return [ref, near]
}
