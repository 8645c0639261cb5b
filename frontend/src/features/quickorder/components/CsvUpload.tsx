import { useId, useState, type ChangeEvent } from 'react'
import { csvToText } from './quickOrderModel'

/** Reads a `sku,quantity` CSV file in the browser and hands over its lines as quick-order text. */
export function CsvUpload({ onText }: { onText: (text: string) => void }) {
  const id = useId()
  const [error, setError] = useState('')

  async function onChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    try {
      onText(csvToText(await file.text()))
      setError('')
    } catch {
      setError(`${file.name} could not be read. Save it as a CSV text file and try again.`)
    }
  }

  return (
    <div className={`field ${error ? 'field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        Or upload a CSV file
      </label>
      <input id={id} type="file" accept=".csv,text/csv,text/plain" className="input" onChange={(e) => void onChange(e)} aria-describedby={`${id}-hint`} />
      <p className="field__hint" id={`${id}-hint`}>
        Two columns, <code>sku,quantity</code>; a header row is fine. The file fills the box above.
      </p>
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  )
}
