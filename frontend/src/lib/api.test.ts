import { apiError, mockApi } from '@/testing/mockApi'
import { api, ApiError, onUnauthorized } from './api'

describe('api client', () => {
  it('sends JSON with the bearer token from localStorage', async () => {
    localStorage.setItem('accessToken', 'abc')
    const mock = mockApi({ 'POST /api/things': (req) => ({ echoed: req.body }) })
    const result = await api<{ echoed: unknown }>('/api/things', { method: 'POST', body: { a: 1 } })
    expect(result.echoed).toEqual({ a: 1 })
    expect(mock.calls[0].headers.Authorization).toBe('Bearer abc')
    expect(mock.calls[0].headers['Content-Type']).toBe('application/json')
  })

  it('drops empty query values', async () => {
    const mock = mockApi({ 'GET /api/products': () => ({}) })
    await api('/api/products', { query: { q: '', brand: 'AMD', page: 2, inStock: undefined } })
    expect(mock.calls[0].url.search).toBe('?brand=AMD&page=2')
  })

  it('turns the error shape into an ApiError', async () => {
    mockApi({ 'POST /api/bookings': () => apiError(400, 'invalid', 'Check the form', { quantity: 'Minimum order is 100 pieces' }) })
    const err = await api('/api/bookings', { method: 'POST', body: {} }).catch((e: unknown) => e)
    expect(err).toBeInstanceOf(ApiError)
    expect(err).toMatchObject({ status: 400, code: 'invalid', message: 'Check the form', fields: { quantity: 'Minimum order is 100 pieces' } })
  })

  it('signs out on a 401 to an authenticated call', async () => {
    localStorage.setItem('accessToken', 'expired')
    const listener = vi.fn()
    const stop = onUnauthorized(listener)
    mockApi({ 'GET /api/me': () => apiError(401, 'unauthorized', 'Sign in again') })
    await expect(api('/api/me')).rejects.toMatchObject({ status: 401 })
    expect(localStorage.getItem('accessToken')).toBeNull()
    expect(listener).toHaveBeenCalledTimes(1)
    stop()
  })

  it('keeps the session on a 401 to an anonymous call (a wrong password)', async () => {
    const listener = vi.fn()
    const stop = onUnauthorized(listener)
    mockApi({ 'POST /api/auth/login': () => apiError(401, 'unauthorized', 'Wrong email or password') })
    await expect(api('/api/auth/login', { method: 'POST', body: {} })).rejects.toMatchObject({ message: 'Wrong email or password' })
    expect(listener).not.toHaveBeenCalled()
    stop()
  })
})
