import { ApiError, authHeaders, readResponse } from './api'

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024

/**
 * Uploads an image to POST /api/uploads (field "image") and resolves to its URL.
 * XMLHttpRequest rather than fetch, because only XHR reports upload progress.
 */
export function uploadImage(file: File, onProgress?: (percent: number) => void): Promise<string> {
  if (file.size > MAX_UPLOAD_BYTES) {
    return Promise.reject(new ApiError(413, 'too_large', 'The image is larger than 5 MB.'))
  }
  const form = new FormData()
  form.append('image', file)
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', '/api/uploads')
    const headers = authHeaders()
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value)
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && onProgress) onProgress(Math.round((event.loaded / event.total) * 100))
    }
    xhr.onerror = () => reject(new ApiError(0, 'unavailable', 'The upload failed. Check your connection and try again.'))
    xhr.onload = () => {
      const response = new Response(xhr.responseText || null, { status: xhr.status })
      readResponse<{ url: string }>(response, 'Authorization' in headers).then((body) => resolve(body.url), reject)
    }
    xhr.send(form)
  })
}
