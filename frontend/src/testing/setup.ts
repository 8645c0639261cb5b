import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, vi } from 'vitest'
import { resetAppConfigForTests } from '@/config/appConfig'
import { useSession } from '@/features/auth/stores/session'
import { queryClient } from '@/lib/queryClient'
import { failOnUnhandledRequests, listenFailingOnUnhandled, server, unanswered } from './server'

// happy-dom has no layout: stub the browser APIs the app (and embla) touch.
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

beforeAll(listenFailingOnUnhandled)
afterAll(() => server.close())

/** Test files share loaded modules (vite.config.ts), so each test starts the app's state afresh. */
function resetAppState() {
  resetAppConfigForTests()
  useSession.setState(useSession.getInitialState(), true)
  queryClient.clear()
}

afterEach(async () => {
  cleanup()
  localStorage.clear()
  vi.unstubAllGlobals()
  vi.useRealTimers()
  installBrowserStubs()
  resetAppState()
  // let a request sent just before the end reach MSW, so it is blamed on the test that sent it
  await new Promise((resolve) => setTimeout(resolve, 0))
  server.resetHandlers(unanswered) // with handlers, reset replaces MSW's initial list: start the next test from nothing
  failOnUnhandledRequests()
})
