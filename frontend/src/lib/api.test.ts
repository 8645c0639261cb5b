import { apiError, mockApi } from '@/testing/mockApi'
import { ApiError, client, dataOf, onUnauthorized } from './api'

describe('api client', () => {
  it('sends JSON with the bearer token from localStorage', async () => {
    localStorage.setItem('accessToken', 'abc')
    const mock = mockApi({ 'POST /api/reviews': (req) => ({ echoed: req.body }) })
    const result = await dataOf(client.POST('/api/reviews', { body: { rating: 5, review: 'Good' } }))
    expect(result).toEqual({ echoed: { rating: 5, review: 'Good' } })
    expect(mock.calls[0].headers.Authorization).toBe('Bearer abc')
    expect(mock.calls[0].headers['Content-Type']).toBe('application/json')
    expect(mock.calls[0].headers.Accept).toBe('application/json')
  })

  it('drops empty query values', async () => {
    const mock = mockApi({ 'GET /api/products': () => ({}) })
    await dataOf(client.GET('/api/products', { params: { query: { q: '', brand: 'AMD', page: 2, inStock: undefined } } }))
    expect(mock.calls[0].url.search).toBe('?brand=AMD&page=2')
  })

  it('puts path parameters in the address, escaped', async () => {
    const mock = mockApi({ 'GET /api/bookings/:id': (req) => ({ id: req.params.id }) })
    await expect(dataOf(client.GET('/api/bookings/{id}', { params: { path: { id: 'a/b c' } } }))).resolves.toEqual({ id: 'a/b c' })
    expect(mock.calls[0].url.pathname).toBe('/api/bookings/a%2Fb%20c')
  })

  it('answers undefined for an empty answer', async () => {
    mockApi({ 'DELETE /api/reviews/:id': () => undefined })
    await expect(dataOf(client.DELETE('/api/reviews/{id}', { params: { path: { id: 'r1' } } }))).resolves.toBeUndefined()
  })

  it('reads a file download as a Blob, with the token', async () => {
    localStorage.setItem('accessToken', 'abc')
    const mock = mockApi({ 'GET /api/bookings/:id/invoice.pdf': () => new Response('%PDF', { headers: { 'Content-Type': 'application/pdf' } }) })
    const blob = await dataOf(client.GET('/api/bookings/{id}/invoice.pdf', { params: { path: { id: 'b1' } }, parseAs: 'blob' }))
    expect(await blob.text()).toBe('%PDF')
    expect(mock.calls[0].headers.Authorization).toBe('Bearer abc')
  })

  it('turns the error shape into an ApiError', async () => {
    mockApi({ 'POST /api/bookings': () => apiError(400, 'invalid', 'Check the form', { quantity: 'Minimum order is 100 pieces' }) })
    const err = await dataOf(client.POST('/api/bookings', { body: { productId: 'p1', quantity: 1, address: '', phone: '' } })).catch((e: unknown) => e)
    expect(err).toBeInstanceOf(ApiError)
    expect(err).toMatchObject({ status: 400, code: 'invalid', message: 'Check the form', fields: { quantity: 'Minimum order is 100 pieces' } })
  })

  it('turns a refusal that is not the error shape into a generic ApiError', async () => {
    mockApi({ 'GET /api/me': () => new Response('bad gateway', { status: 502 }) })
    await expect(dataOf(client.GET('/api/me'))).rejects.toMatchObject({ status: 502, code: 'internal', message: 'Request failed (502)' })
  })

  it('signs out on a 401 to an authenticated call', async () => {
    localStorage.setItem('accessToken', 'expired')
    const listener = vi.fn()
    const stop = onUnauthorized(listener)
    mockApi({ 'GET /api/me': () => apiError(401, 'unauthorized', 'Sign in again') })
    await expect(dataOf(client.GET('/api/me'))).rejects.toMatchObject({ status: 401 })
    expect(localStorage.getItem('accessToken')).toBeNull()
    expect(listener).toHaveBeenCalledTimes(1)
    stop()
  })

  it('keeps the session on a 401 to an anonymous call (a wrong password)', async () => {
    const listener = vi.fn()
    const stop = onUnauthorized(listener)
    mockApi({ 'POST /api/auth/login': () => apiError(401, 'unauthorized', 'Wrong email or password') })
    await expect(dataOf(client.POST('/api/auth/login', { body: { email: 'a@b.c', password: 'x' } }))).rejects.toMatchObject({ message: 'Wrong email or password' })
    expect(listener).not.toHaveBeenCalled()
    stop()
  })
})
