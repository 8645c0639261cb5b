import { useId, type ChangeEvent } from 'react'
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
  const csv = useCsvImport(onImported)
  const busy = csv.phase === 'checking' || csv.phase === 'importing'

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
          <label className="field__label" htmlFor={fileId}>
            CSV file
          </label>
          <input id={fileId} className="input input--file" type="file" accept=".csv,text/csv" onChange={onFile} disabled={busy} aria-describedby={`${fileId}-hint`} />
          <p className="field__hint" id={`${fileId}-hint`}>
            Up to 20 MB.
          </p>
        </div>
        {csv.file && (
          <p className="import-csv__file">
            File: <strong>{csv.file.name}</strong>
          </p>
        )}
        {busy && (
          <progress className="progress" max={100} value={csv.progress} aria-label={csv.phase === 'checking' ? 'Checking the file' : 'Importing'}>
            {csv.progress}%
          </progress>
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
