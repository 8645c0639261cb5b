import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, vi } from 'vitest'
import { letVitestReadJsdomBlobs } from './jsdomBlobs'
import { failOnUnhandledRequests, listenFailingOnUnhandled, server } from './server'

// jsdom has no layout: stub the browser APIs the app (and embla) touch.
class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return []
  }
}

function installBrowserStubs() {
  vi.stubGlobal('IntersectionObserver', NoopObserver)
  vi.stubGlobal('ResizeObserver', NoopObserver)
  window.scrollTo = () => {}
  Element.prototype.scrollIntoView = () => {}
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList
}

installBrowserStubs()
letVitestReadJsdomBlobs()

beforeAll(listenFailingOnUnhandled)
afterAll(() => server.close())

afterEach(() => {
  cleanup()
  localStorage.clear()
  vi.unstubAllGlobals()
  vi.useRealTimers()
  installBrowserStubs()
  server.resetHandlers()
  failOnUnhandledRequests()
})
