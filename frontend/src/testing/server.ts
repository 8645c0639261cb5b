import { setupServer } from 'msw/node'

/**
 * The one MSW server every test file shares (started in setup.ts). A request that no handler
 * answers fails as a network error and is remembered, so the test that made it fails too.
 */
export const server = setupServer()

const unhandled: string[] = []

export function listenFailingOnUnhandled() {
  server.listen({
    onUnhandledRequest(request, print) {
      const url = new URL(request.url)
      unhandled.push(`${request.method} ${url.pathname}${url.search}`)
      print.error()
    },
  })
}

/** Throws (failing the current test) when the test made a request no handler answered. */
export function failOnUnhandledRequests() {
  if (unhandled.length === 0) return
  const seen = unhandled.splice(0)
  throw new Error(
    `The test made API requests that no mockApi route answers:\n  ${seen.join('\n  ')}\n` +
      'Add a route for each, or answer it with apiError(...) to test the error path.',
  )
}
