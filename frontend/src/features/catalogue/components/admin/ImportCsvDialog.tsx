import { useId, useRef, type ChangeEvent } from 'react'
import { Button } from '@/components/ui/Button'
import { Modal } from '@/components/ui/Modal'
import type { ImportReport } from '@/lib/types'
import { ImportReportView } from './ImportReportView'
import { useCsvImport } from './useCsvImport'

interface ImportCsvDialogProps {
  onImported: (report: ImportReport) => void
  onClose: () => void
}

/** Choose a CSV, read the dry run's report, then Import a clean file. */
export function ImportCsvDialog({ onImported, onClose }: ImportCsvDialogProps) {
  const fileId = useId()
  const fileInput = useRef<HTMLInputElement>(null)
  const csv = useCsvImport(onImported)
  const busy = csv.phase === 'checking' || csv.phase === 'importing'
  const progressLabel = csv.phase === 'checking' ? 'Checking the file' : 'Importing'

  function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0]
    // cleared, so the same file can be chosen again once fixed
    event.target.value = ''
    if (file) void csv.choose(file)
  }

  return (
    <Modal title="Import products from CSV" onClose={busy ? () => {} : onClose} size="lg">
      <div className="modal__body import-csv">
        <p className="muted">
          One product per line, matched by SKU: new SKUs are added and known ones updated. Use the columns of Export CSV. Each file is checked first, and nothing changes until you press Import.
        </p>
        <div className="field">
          {/* Once a file is chosen the browser's own input would say "No file chosen" (it is
              cleared so the same file can be chosen again), so it hides behind a button. */}
          <label className={csv.file ? 'visually-hidden' : 'field__label'} htmlFor={fileId}>
            CSV file
          </label>
          <input ref={fileInput} id={fileId} className={csv.file ? 'visually-hidden' : 'input input--file'} type="file" accept=".csv,text/csv" onChange={onFile} disabled={busy} aria-describedby={`${fileId}-hint`} />
          {csv.file && (
            <div className="import-csv__file">
              <span>
                File: <strong>{csv.file.name}</strong>
              </span>
              <Button variant="secondary" size="sm" onClick={() => fileInput.current?.click()} disabled={busy}>
                Choose another file
              </Button>
            </div>
          )}
          <p className="field__hint" id={`${fileId}-hint`}>
            Up to 20 MB.
          </p>
        </div>
        {busy && (
          <div className="import-csv__progress">
            <span id={`${fileId}-progress`}>
              {progressLabel}… {csv.progress}%
            </span>
            <progress className="progress" max={100} value={csv.progress} aria-labelledby={`${fileId}-progress`}>
              {csv.progress}%
            </progress>
          </div>
        )}
        {csv.error && (
          <p className="field__error" role="alert">
            {csv.error}
          </p>
        )}
        {csv.report && !busy && <ImportReportView report={csv.report} />}
      </div>
      <div className="modal__actions">
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          Close
        </Button>
        <Button onClick={() => void csv.confirm()} disabled={!csv.canImport} loading={csv.phase === 'importing'}>
          Import
        </Button>
      </div>
    </Modal>
  )
}
