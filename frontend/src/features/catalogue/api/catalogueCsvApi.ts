import { apiBlob, buildUrl } from '@/lib/api'
import type { ImportReport } from '@/lib/types'
import { postWithProgress } from '@/lib/uploads'

/** The server refuses bigger imports; the browser refuses them first, before uploading. */
export const MAX_IMPORT_BYTES = 20 * 1024 * 1024

/** The whole catalogue as CSV, in the columns the import reads. */
export function exportProductsCsv(): Promise<Blob> {
  return apiBlob('/api/admin/products.csv')
}

/** Upserts the file's products by SKU; a dry run only checks the file and writes nothing. */
export function importProductsCsv(file: File, dryRun: boolean, onProgress?: (percent: number) => void): Promise<ImportReport> {
  return postWithProgress<ImportReport>(buildUrl('/api/admin/products/import', { dryRun }), { body: file, contentType: 'text/csv', onProgress })
}
