import { client, dataOf } from '@/lib/api'
import { maxBodyBytes } from '@/lib/limits.gen'
import { postWithProgress } from '@/lib/uploads'

/** The server refuses bigger imports (the API document says how big); the browser refuses them first, before uploading. */
export const MAX_IMPORT_BYTES = maxBodyBytes.postApiAdminProductsImport

/** The whole catalogue as CSV, in the columns the import reads. */
export function exportProductsCsv(): Promise<Blob> {
  return dataOf(client.GET('/api/admin/products.csv', { parseAs: 'blob' }))
}

/** Upserts the file's products by SKU; a dry run only checks the file and writes nothing. */
export function importProductsCsv(file: File, dryRun: boolean, onProgress?: (percent: number) => void) {
  return postWithProgress('/api/admin/products/import', { query: { dryRun }, body: file, contentType: 'text/csv', onProgress })
}
