import { http, HttpResponse, type HttpHandler } from 'msw'
import { EMPTY_CART, listOf, LOCAL_CONFIG, makeProduct } from './fixtures'
import { server, unanswered } from './server'

export interface MockRequest {
  method: string
  url: URL
  path: string
  params: Record<string, string>
  body: unknown
  /** the body as sent when it is not JSON text: a FormData for multipart, else a Blob */
  rawBody?: FormData | Blob
  /** the request's headers; names are case-insensitive (headers.Authorization) */
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

/** Answers a request as if the server could not be reached. */
export function networkError() {
  return HttpResponse.error()
}

/**
 * What the app shell asks for on every page (the runtime config; the cart badge and the buyer's
 * company when signed in), answered as the server does for a new account unless a test gives its
 * own route: a new account is in no company (404).
 */
const shellRoutes: Record<string, Handler> = {
  'GET /api/config': () => LOCAL_CONFIG,
  'GET /api/cart': () => EMPTY_CART,
  'GET /api/company': () => apiError(404, 'not_found', 'You are not in a company'),
}

/** What a customer's profile page (/dashboard) loads besides the user, for a new account. */
export const profileRoutes: Record<string, Handler> = {
  'GET /api/me/company': () => ({ companyName: '', vatId: '', billingAddress: '' }),
  'GET /api/me/addresses': () => listOf([]),
}

/** What the product editor's stock per warehouse loads: one warehouse, main, holding all the stock. */
export const stockEditorRoutes: Record<string, Handler> = {
  'GET /api/admin/warehouses': () => [{ code: 'main', name: 'Main warehouse', address: '', leadTimeDays: 0, position: 0 }],
  'GET /api/admin/products/:id/stock': (req) => ({ ...makeProduct({ id: String(req.params.id) }), stockByWarehouse: [{ code: 'main', stock: 5000 }] }),
}

/** What the home page loads, for an empty shop: no products, brands or reviews. */
export const homeRoutes: Record<string, Handler> = {
  'GET /api/products': () => listOf([]),
  'GET /api/brands': () => ({ items: [] }),
  'GET /api/reviews': () => listOf([]),
}

/** What the payment page asks for as a card order lands on it, in test mode. */
export const paymentPageRoutes: Record<string, Handler> = {
  'POST /api/bookings/:id/payment-intent': () => ({ clientSecret: 'test_secret', amountCents: 990000, mode: 'test' }),
}

/**
 * Answers API calls with MSW: keys are "METHOD /path/:param". A call no route answers fails the
 * test (see server.ts). Each call replaces the routes of an earlier one in the same test.
 * Returns the recorded requests (shell ones too) so tests can check what the app sent.
 */
export function mockApi(routes: Record<string, Handler>) {
  const calls: MockRequest[] = []
  const all = { ...shellRoutes, ...routes }
  const handlers = Object.entries(all).map(([key, handler]) => routeHandler(key, handler, calls))
  server.resetHandlers(...handlers, unanswered)
  return {
    calls,
    callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path),
  }
}

const methods = {
  GET: http.get,
  POST: http.post,
  PUT: http.put,
  PATCH: http.patch,
  DELETE: http.delete,
} as const

function routeHandler(key: string, handler: Handler, calls: MockRequest[]): HttpHandler {
  const [method, pattern] = key.split(' ')
  const route = methods[method as keyof typeof methods]
  if (!route || !pattern?.startsWith('/')) throw new Error(`mockApi: "${key}" is not "METHOD /path"`)
  return route(pattern, async ({ request, params }) => {
    const recorded = await record(request, params as Record<string, string>)
    calls.push(recorded)
    return toResponse(await handler(recorded))
  })
}

async function record(request: Request, params: Record<string, string>): Promise<MockRequest> {
  const url = new URL(request.url)
  const contentType = request.headers.get('Content-Type') ?? ''
  const sent = { body: undefined as unknown, rawBody: undefined as MockRequest['rawBody'] }
  if (contentType.includes('application/json')) sent.body = JSON.parse(await request.text())
  else if (contentType.startsWith('multipart/form-data')) sent.rawBody = await toPageFormData(await request.formData())
  else if (request.body) sent.rawBody = await request.blob()
  return { method: request.method, url, path: url.pathname, params, ...sent, headers: headerRecord(request.headers) }
}

/** Rebuilds the parsed form with the page's own File class, so `instanceof File` holds in tests. */
async function toPageFormData(parsed: FormData): Promise<FormData> {
  const form = new FormData()
  for (const [name, value] of parsed.entries()) {
    if (typeof value === 'string') form.append(name, value)
    else form.append(name, new File([await value.arrayBuffer()], value.name, { type: value.type }))
  }
  return form
}

/** A plain-looking record over Headers, so tests can read headers.Authorization or headers['content-type']. */
function headerRecord(headers: Headers): Record<string, string> {
  return new Proxy({} as Record<string, string>, {
    get: (_, name) => (typeof name === 'string' ? (headers.get(name) ?? undefined) : undefined),
    has: (_, name) => typeof name === 'string' && headers.has(name),
    ownKeys: () => [...headers.keys()],
    getOwnPropertyDescriptor: (_, name) =>
      typeof name === 'string' && headers.has(name)
        ? { value: headers.get(name), enumerable: true, configurable: true }
        : undefined,
  })
}

function toResponse(result: unknown): Response {
  if (result instanceof Response) return result
  const isReply = typeof result === 'object' && result !== null && '__reply' in result
  const status = isReply ? ((result as MockReply).status ?? 200) : 200
  const payload = isReply ? (result as MockReply).body : result
  return new HttpResponse(payload === undefined ? null : JSON.stringify(payload), {
    status,
    headers: { 'Content-Type': 'application/json' },
  })
}
