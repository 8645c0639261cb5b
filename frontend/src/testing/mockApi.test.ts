import { afterEach, describe, expect, it, vi } from 'vitest'
import { client, dataOf } from '@/lib/api'
import { apiError, mockApi, networkError } from './mockApi'
import { failOnUnhandledRequests } from './server'

describe('mockApi', () => {
  afterEach(() => vi.restoreAllMocks())

  it('fails the test that asks for a route nobody answers, naming the request', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    mockApi({ 'GET /api/products': () => ({}) })
    await expect(dataOf(client.GET('/api/quotes', { params: { query: { page: 2 } } }))).rejects.toMatchObject({ code: 'unavailable' })
    expect(() => failOnUnhandledRequests()).toThrow('GET /api/quotes?page=2')
    expect(() => failOnUnhandledRequests()).not.toThrow() // reported once, to the test that made it
  })

  it('records the path parameters, the JSON body and the headers under any spelling', async () => {
    localStorage.setItem('accessToken', 'abc')
    const mock = mockApi({ 'PATCH /api/products/:id': (req) => ({ id: req.params.id }) })
    await expect(dataOf(client.PATCH('/api/products/{id}', { params: { path: { id: 'p 1' } }, body: { stock: 5 } }))).resolves.toEqual({ id: 'p 1' })
    const [call] = mock.callsTo('PATCH', '/api/products/p%201')
    expect(call.body).toEqual({ stock: 5 })
    expect(call.headers.Authorization).toBe('Bearer abc')
    expect(call.headers['content-type']).toBe('application/json')
  })

  it('answers with a status and the error shape, or as a network failure', async () => {
    mockApi({
      'GET /api/me': () => apiError(403, 'forbidden', 'Not yours'),
      'GET /api/brands': () => networkError(),
    })
    await expect(dataOf(client.GET('/api/me'))).rejects.toMatchObject({ status: 403, code: 'forbidden', message: 'Not yours' })
    await expect(dataOf(client.GET('/api/brands'))).rejects.toMatchObject({ code: 'unavailable' })
  })

  it('keeps a file the app sends, content and all', async () => {
    const mock = mockApi({ 'POST /api/admin/products/import': () => ({}) })
    await fetch('/api/admin/products/import', { method: 'POST', body: new File(['sku\nAB-1'], 'a.csv', { type: 'text/csv' }) })
    expect(await (mock.calls[0].rawBody as Blob).text()).toBe('sku\nAB-1')
  })

  it('replaces the routes of an earlier call in the same test', async () => {
    mockApi({ 'GET /api/brands': () => ({ items: ['AMD'] }) })
    const later = mockApi({ 'GET /api/brands': () => ({ items: ['Intel'] }) })
    await expect(dataOf(client.GET('/api/brands'))).resolves.toEqual({ items: ['Intel'] })
    expect(later.calls).toHaveLength(1)
  })
})
