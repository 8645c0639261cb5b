import { vi } from 'vitest'

type ProgressHandler = ((event: ProgressEvent) => void) | null

function progress(loaded: number, total: number): ProgressEvent {
  return { lengthComputable: true, loaded, total } as ProgressEvent
}

/**
 * An XMLHttpRequest that sends through fetch, so the mockApi routes answer (and record) it. It reports
 * half the upload as soon as it is sent, and all of it once the answer arrives.
 */
class FakeXhr {
  upload: { onprogress: ProgressHandler } = { onprogress: null }
  onload: (() => void) | null = null
  onerror: (() => void) | null = null
  status = 0
  responseText = ''
  private method = 'GET'
  private url = ''
  private headers: Record<string, string> = {}

  open(method: string, url: string) {
    this.method = method
    this.url = url
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name] = value
  }

  send(body: XMLHttpRequestBodyInit | null) {
    const total = body instanceof Blob ? body.size : 1
    this.upload.onprogress?.(progress(total / 2, total))
    fetch(this.url, { method: this.method, headers: this.headers, body }).then(
      async (response) => {
        this.upload.onprogress?.(progress(total, total))
        this.status = response.status
        this.responseText = await response.text()
        this.onload?.()
      },
      () => this.onerror?.(),
    )
  }
}

/** Call after mockApi(): uploads with progress then reach its routes. */
export function installFakeXhr() {
  vi.stubGlobal('XMLHttpRequest', FakeXhr)
}
