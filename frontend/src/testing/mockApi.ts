import { vi } from 'vitest'

export interface MockRequest {
  method: string
  url: URL
  path: string
  params: Record<string, string>
  body: unknown
  /** the body as sent when it is not JSON text (a File, Blob or FormData) */
  rawBody?: BodyInit | null
  headers: Record<string, string>
}

export interface MockReply {
  status?: number
  body?: unknown
}

type Handler = (request: MockRequest) => MockReply | unknown

/** A reply with a status and JSON body (any other handler return value is a 200 body). */
export function reply(status: number, body?: unknown): MockReply & { __reply: true } {
  return { status, body, __reply: true }
}

export function apiError(status: number, code: string, message: string, fields?: Record<string, string>) {
  return reply(status, { error: { code, message, fields } })
}

function matchPath(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/')
  const got = path.split('/')
  if (want.length !== got.length) return null
  const params: Record<string, string> = {}
  for (let i = 0; i < want.length; i++) {
    if (want[i].startsWith(':')) params[want[i].slice(1)] = decodeURIComponent(got[i])
    else if (want[i] !== got[i]) return null
  }
  return params
}

/**
 * Replaces fetch with a tiny router: keys are "METHOD /path/:param". Unmatched calls answer 404.
 * Returns the recorded requests so tests can check what the app sent.
 */
export function mockApi(routes: Record<string, Handler>) {
  const calls: MockRequest[] = []
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost')
    const method = (init.method ?? 'GET').toUpperCase()
    const headers = Object.fromEntries(Object.entries((init.headers ?? {}) as Record<string, string>))
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined
    const rawBody = typeof init.body === 'string' ? undefined : init.body
    for (const [key, handler] of Object.entries(routes)) {
      const [routeMethod, pattern] = key.split(' ')
      const params = routeMethod === method ? matchPath(pattern, url.pathname) : null
      if (!params) continue
      const request: MockRequest = { method, url, path: url.pathname, params, body, rawBody, headers }
      calls.push(request)
      const result = await handler(request)
      const isReply = typeof result === 'object' && result !== null && '__reply' in result
      const status = isReply ? ((result as MockReply).status ?? 200) : 200
      const payload = isReply ? (result as MockReply).body : result
      return new Response(payload === undefined ? null : JSON.stringify(payload), {
        status,
        headers: { 'Content-Type': 'application/json' },
      })
    }
    calls.push({ method, url, path: url.pathname, params: {}, body, headers })
    return new Response(JSON.stringify({ error: { code: 'not_found', message: `No mock for ${method} ${url.pathname}` } }), { status: 404 })
  })
  vi.stubGlobal('fetch', fetchMock)
  return {
    calls,
    fetch: fetchMock,
    callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path),
  }
}
