import { useEffect } from 'react'
import { useLocation, useNavigationType } from 'react-router'

/** New pages start at the top; links with a #hash scroll to that section; Back keeps its place. */
export function ScrollManager() {
  const { pathname, hash } = useLocation()
  const navigationType = useNavigationType()
  useEffect(() => {
    if (hash) {
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView?.()
      return
    }
    if (navigationType !== 'POP') window.scrollTo?.(0, 0)
  }, [pathname, hash, navigationType])
  return null
}
