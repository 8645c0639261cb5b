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

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  body?: unknown
  signal?: AbortSignal
  query?: Record<string, string | number | boolean | undefined | null>
}

export function buildUrl(path: string, query?: RequestOptions['query']): string {
  if (!query) return path
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue
    params.set(key, String(value))
  }
  const qs = params.toString()
  return qs ? `${path}?${qs}` : path
}

export function authHeaders(): Record<string, string> {
  const token = getToken()
  return token ? { Authorization: `Bearer ${token}` } : {}
}

export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...authHeaders() }
  const init: RequestInit = { method: options.method ?? 'GET', headers, signal: options.signal }
  if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json'
    init.body = JSON.stringify(options.body)
  }
  const response = await send(buildUrl(path, options.query), init)
  return readResponse<T>(response, 'Authorization' in headers)
}

/** fetch, with a network failure turned into the client's "cannot reach the server" error. */
export async function send(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init)
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err
    throw new ApiError(0, 'unavailable', 'Cannot reach the server. Check your connection and try again.')
  }
}

/** Downloads a file the caller must be signed in for (a bare link can't carry the token). */
export async function apiBlob(path: string): Promise<Blob> {
  const headers = authHeaders()
  const response = await send(path, { headers })
  if (!response.ok) await readResponse<never>(response, 'Authorization' in headers)
  return response.blob()
}

export async function readResponse<T>(response: Response, authenticated: boolean): Promise<T> {
  if (response.ok) {
    if (response.status === 204) return undefined as T
    const text = await response.text()
    return (text ? JSON.parse(text) : undefined) as T
  }
  const error = await parseError(response)
  if (response.status === 401 && authenticated) {
    clearToken()
    unauthorizedListeners.forEach((listener) => listener())
  }
  throw error
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
