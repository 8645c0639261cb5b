import { ApiError, authHeaders, refusal, searchOf, type QueryValues } from './api'
import type { paths } from './api.gen'
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_SIZE } from './uploadSize'

const UPLOAD_FAILED = 'The upload failed. Check your connection and try again.'

/** The routes that take a POST, and what one answers with JSON (201 Created or 200 OK). */
type PostPath = { [P in keyof paths]: paths[P] extends { post: object } ? P : never }[keyof paths]
type PostOf<P extends PostPath> = paths[P]['post']
type JsonAnswer<Op> = Op extends { responses: { 201: { content: { 'application/json': infer D } } } }
  ? D
  : Op extends { responses: { 200: { content: { 'application/json': infer D } } } }
    ? D
    : never
type QueryOf<Op> = Op extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never

interface ProgressPost<P extends PostPath> {
  query?: QueryOf<PostOf<P>>
  body: XMLHttpRequestBodyInit
  /** left out for FormData, which sets its own */
  contentType?: string
  onProgress?: (percent: number) => void
}

/**
 * POSTs a body to a route of the API document and reads the answer as `client` does (an
 * ApiError for a refusal), reporting upload progress in percent. XMLHttpRequest rather than
 * fetch, because only XHR reports upload progress.
 */
export function postWithProgress<P extends PostPath>(path: P, { query, body, contentType, onProgress }: ProgressPost<P>): Promise<JsonAnswer<PostOf<P>>> {
  const search = searchOf(query as QueryValues | undefined)
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', search ? `${path}?${search}` : path)
    const headers: Record<string, string> = { Accept: 'application/json', ...authHeaders() }
    if (contentType) headers['Content-Type'] = contentType
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value)
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && onProgress) onProgress(Math.round((event.loaded / event.total) * 100))
    }
    xhr.onerror = () => reject(new ApiError(0, 'unavailable', UPLOAD_FAILED))
    xhr.onload = () => {
      const response = new Response(xhr.responseText || null, { status: xhr.status })
      if (response.ok) resolve(JSON.parse(xhr.responseText) as JsonAnswer<PostOf<P>>)
      else refusal(response, 'Authorization' in headers).then(reject, reject)
    }
    xhr.send(body)
  })
}

/** Uploads an image to POST /api/uploads (field "image") and resolves to its URL. */
export async function uploadImage(file: File, onProgress?: (percent: number) => void): Promise<string> {
  if (file.size > MAX_UPLOAD_BYTES) {
    throw new ApiError(413, 'too_large', `The image is larger than ${MAX_UPLOAD_SIZE}.`)
  }
  const form = new FormData()
  form.append('image', file)
  const answer = await postWithProgress('/api/uploads', { body: form, onProgress })
  return answer.url
}
