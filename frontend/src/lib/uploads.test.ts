import { describe, expect, it } from 'vitest'
import { installFakeXhr } from '@/testing/fakeXhr'
import { apiError, mockApi } from '@/testing/mockApi'
import { setToken } from './token'
import { uploadImage } from './uploads'

const png = () => new File(['png'], 'crate.png', { type: 'image/png' })

describe('uploadImage', () => {
  it('posts the file as the "image" field with the token, reports progress and resolves to its URL', async () => {
    setToken('up-token')
    const api = mockApi({ 'POST /api/uploads': () => ({ url: '/images/abc.png' }) })
    installFakeXhr()
    const seen: number[] = []
    await expect(uploadImage(png(), (p) => seen.push(p))).resolves.toBe('/images/abc.png')
    expect(seen).toEqual([50, 100])
    const call = api.callsTo('POST', '/api/uploads')[0]
    expect(call.headers.Authorization).toBe('Bearer up-token')
    expect(call.headers['Content-Type']).toMatch(/^multipart\/form-data; boundary=/) // set by FormData, not the app
    expect((call.rawBody as FormData).get('image')).toBeInstanceOf(File)
  })

  it("rejects with the server's message", async () => {
    mockApi({ 'POST /api/uploads': () => apiError(415, 'invalid', 'Upload a PNG, JPEG, GIF or WebP image') })
    installFakeXhr()
    await expect(uploadImage(png())).rejects.toThrow('Upload a PNG, JPEG, GIF or WebP image')
  })

  it('refuses an image over 5 MB without sending it', async () => {
    const api = mockApi({})
    installFakeXhr()
    const big = png()
    Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 + 1 })
    await expect(uploadImage(big)).rejects.toThrow('The image is larger than 5 MB.')
    expect(api.calls).toHaveLength(0)
  })
})
