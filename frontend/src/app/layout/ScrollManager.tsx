import { useEffect } from 'react'
import { useLocation, useNavigationType } from 'react-router'

/** How long a #hash link waits for its section, e.g. while a lazily loaded page arrives. */
const SECTION_WAIT_MS = 5000

/**
 * Scrolls to the element with this id, now or as soon as it is added to the page (a deep
 * link opened in a fresh tab lands before its page has loaded). Returns a stop function.
 */
function scrollWhenPresent(id: string): () => void {
  const scroll = () => {
    const target = document.getElementById(id)
    target?.scrollIntoView?.()
    return Boolean(target)
  }
  if (scroll()) return () => {}
  const observer = new MutationObserver(() => {
    if (scroll()) stop()
  })
  const timer = window.setTimeout(() => stop(), SECTION_WAIT_MS)
  function stop() {
    observer.disconnect()
    window.clearTimeout(timer)
  }
  observer.observe(document.body, { childList: true, subtree: true })
  return stop
}

/** New pages start at the top; links with a #hash scroll to that section; Back keeps its place. */
export function ScrollManager() {
  const { pathname, hash } = useLocation()
  const navigationType = useNavigationType()
  useEffect(() => {
    if (hash) return scrollWhenPresent(decodeURIComponent(hash.slice(1)))
    if (navigationType !== 'POP') window.scrollTo?.(0, 0)
  }, [pathname, hash, navigationType])
  return null
}
