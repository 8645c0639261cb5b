import { useState } from 'react'
import { toApiError } from '@/lib/api'
import type { ImportReport } from '@/lib/types'
import { importProductsCsv, MAX_IMPORT_BYTES } from '../../api/catalogueCsvApi'

/** idle → checking (the dry run) → checked (its report) → importing */
export type ImportPhase = 'idle' | 'checking' | 'checked' | 'importing'

export const TOO_LARGE = 'The file is larger than 20 MB. Split it into smaller files and import them one at a time.'

/**
 * A catalogue import: every chosen file is checked by a dry run first, and only a file the
 * dry run found clean (and not empty) can be imported.
 */
export function useCsvImport(onImported: (report: ImportReport) => void) {
  const [file, setFile] = useState<File | null>(null)
  const [phase, setPhase] = useState<ImportPhase>('idle')
  const [progress, setProgress] = useState(0)
  const [report, setReport] = useState<ImportReport | null>(null)
  const [error, setError] = useState('')

  async function send(chosen: File, dryRun: boolean): Promise<ImportReport | null> {
    setPhase(dryRun ? 'checking' : 'importing')
    setProgress(0)
    setError('')
    try {
      return await importProductsCsv(chosen, dryRun, setProgress)
    } catch (err) {
      setError(toApiError(err).message)
      return null
    }
  }

  async function choose(chosen: File) {
    setReport(null)
    if (chosen.size > MAX_IMPORT_BYTES) {
      setFile(null)
      setPhase('idle')
      setError(TOO_LARGE)
      return
    }
    setFile(chosen)
    const checked = await send(chosen, true)
    setReport(checked)
    setPhase(checked ? 'checked' : 'idle')
  }

  const canImport = phase === 'checked' && report !== null && report.errors.length === 0 && report.created + report.updated > 0

  async function confirm() {
    if (!file || !canImport) return
    const imported = await send(file, false)
    if (imported && imported.errors.length === 0) {
      onImported(imported)
      return
    }
    // the catalogue changed since the dry run, or the upload failed: show why, import nothing
    if (imported) setReport(imported)
    setPhase('checked')
  }

  return { file, phase, progress, report, error, canImport, choose, confirm }
}
