// The one way the app talks to the server: `client`, typed from the OpenAPI document's `paths`
// (api.gen.ts), so a route, parameter or field renamed in Go breaks the type check here. Every
// call carries the bearer token, and every refusal arrives as an ApiError (see `session`).
import createClient, { type Middleware } from 'openapi-fetch'
import type { paths } from './api.gen'
import { clearToken, getToken } from './token'
import type { ErrorBody, ErrorCode } from './types'

export class ApiError extends Error {
  readonly status: number
  readonly code: ErrorCode
  readonly fields: Record<string, string>

  constructor(status: number, code: ErrorCode, message: string, fields: Record<string, string> = {}) {
    super(message)
    this.name = 'ApiError'
    this.status = status
    this.code = code
    this.fields = fields
  }
}

type UnauthorizedListener = () => void
const unauthorizedListeners = new Set<UnauthorizedListener>()

/** Called when an authenticated call answers 401: the token is no longer accepted, so the session is over. */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener)
  return () => unauthorizedListeners.delete(listener)
}

export type QueryValues = Record<string, string | number | boolean | undefined | null>

/** A query string without the empty values (an unset filter is left out, not sent as "q="). */
export function searchOf(query: QueryValues | undefined, extra?: URLSearchParams): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue
    params.set(key, String(value))
  }
  for (const [key, value] of extra ?? []) params.append(key, value)
  return params.toString()
}

export function authHeaders(): Record<string, string> {
  const token = getToken()
  return token ? { Authorization: `Bearer ${token}` } : {}
}

const UNREACHABLE = 'Cannot reach the server. Check your connection and try again.'

/** The bearer token on the way out; on the way back, any refusal thrown as an ApiError. */
const session: Middleware = {
  onRequest({ request, options }) {
    if (options.parseAs === 'json') request.headers.set('Accept', 'application/json')
    for (const [name, value] of Object.entries(authHeaders())) request.headers.set(name, value)
    return request
  },
  async onResponse({ request, response }) {
    if (!response.ok) throw await refusal(response, request.headers.has('Authorization'))
    return undefined
  },
  onError({ error }) {
    if (error instanceof DOMException && error.name === 'AbortError') return undefined
    return new ApiError(0, 'unavailable', UNREACHABLE)
  },
}

/**
 * For a call whose page handles a 401 itself (My Orders signs out and goes home): the refusal
 * is thrown before `session` sees it, so the session is not ended twice.
 */
export const keepSessionOn401: Middleware = {
  async onResponse({ response }) {
    if (response.status === 401) throw await refusal(response, false)
    return undefined
  },
}

// The document's origin: openapi-fetch builds a Request, which needs an absolute address. fetch
// is looked up on each call, so a stand-in installed later (MSW in the tests) is used.
export const client = createClient<paths>({
  baseUrl: globalThis.location?.origin ?? '',
  fetch: (request) => globalThis.fetch(request),
  querySerializer: (query) => searchOf(query as QueryValues),
})
client.use(session)

/**
 * The answer's body. `session` has already thrown every refusal, so a call that returns has its
 * data (undefined for a 204).
 */
export async function dataOf<D>(call: Promise<{ data?: D }>): Promise<D> {
  return (await call).data as D
}

/** What a refused answer says, as an ApiError; a 401 to a signed-in call ends the session. */
export async function refusal(response: Response, authenticated: boolean): Promise<ApiError> {
  const error = await parseError(response)
  if (response.status === 401 && authenticated) {
    clearToken()
    unauthorizedListeners.forEach((listener) => listener())
  }
  return error
}

async function parseError(response: Response): Promise<ApiError> {
  try {
    const body = (await response.json()) as Partial<ErrorBody>
    if (body.error?.message) {
      const { code, message, fields } = body.error
      return new ApiError(response.status, code ?? 'internal', message, fields ?? {})
    }
  } catch {
    // not JSON: fall through to a generic message
  }
  return new ApiError(response.status, 'internal', `Request failed (${response.status})`)
}

export function toApiError(err: unknown): ApiError {
  if (err instanceof ApiError) return err
  const message = err instanceof Error ? err.message : 'Something went wrong'
  return new ApiError(0, 'internal', message)
}
