import { vi } from 'vitest'

export interface SavedFile {
  href: string
  download: string
}

/**
 * Records the files the app hands to the browser to save (saveBlob), instead of navigating.
 * Call vi.restoreAllMocks() after each test.
 */
export function captureDownloads() {
  const saved: SavedFile[] = []
  URL.createObjectURL = vi.fn(() => 'blob:pallet/1')
  URL.revokeObjectURL = vi.fn()
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.href, download: this.download })
  })
  /** the content of the n-th saved file */
  const blobText = (n = 0) => (vi.mocked(URL.createObjectURL).mock.calls[n][0] as Blob).text()
  return { saved, blobText }
}
