import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'

const unhandled: string[] = []

/**
 * The last handler of every test: a request no route answers fails as a network error, is never
 * sent anywhere, and is remembered, so the test that made it fails too.
 */
export const unanswered = http.all('*', ({ request }) => {
  const url = new URL(request.url)
  unhandled.push(`${request.method} ${url.pathname}${url.search}`)
  console.error(`No mockApi route answers ${request.method} ${url.pathname}${url.search}`)
  return HttpResponse.error()
})

/** The one MSW server every test file shares (started in setup.ts). */
export const server = setupServer(unanswered)

export function listenFailingOnUnhandled() {
  server.listen({ onUnhandledRequest: 'error' })
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
