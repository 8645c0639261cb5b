import { ApiError, authHeaders, readResponse } from './api'

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024

const UPLOAD_FAILED = 'The upload failed. Check your connection and try again.'

interface ProgressPost {
  body: XMLHttpRequestBodyInit
  /** left out for FormData, which sets its own */
  contentType?: string
  onProgress?: (percent: number) => void
}

/**
 * POSTs a body and reads the answer as api() does, reporting upload progress in percent.
 * XMLHttpRequest rather than fetch, because only XHR reports upload progress.
 */
export function postWithProgress<T>(url: string, { body, contentType, onProgress }: ProgressPost): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', url)
    const headers: Record<string, string> = { Accept: 'application/json', ...authHeaders() }
    if (contentType) headers['Content-Type'] = contentType
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value)
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && onProgress) onProgress(Math.round((event.loaded / event.total) * 100))
    }
    xhr.onerror = () => reject(new ApiError(0, 'unavailable', UPLOAD_FAILED))
    xhr.onload = () => {
      const response = new Response(xhr.responseText || null, { status: xhr.status })
      readResponse<T>(response, 'Authorization' in headers).then(resolve, reject)
    }
    xhr.send(body)
  })
}

/** Uploads an image to POST /api/uploads (field "image") and resolves to its URL. */
export async function uploadImage(file: File, onProgress?: (percent: number) => void): Promise<string> {
  if (file.size > MAX_UPLOAD_BYTES) {
    throw new ApiError(413, 'too_large', 'The image is larger than 5 MB.')
  }
  const form = new FormData()
  form.append('image', file)
  const answer = await postWithProgress<{ url: string }>('/api/uploads', { body: form, onProgress })
  return answer.url
}
