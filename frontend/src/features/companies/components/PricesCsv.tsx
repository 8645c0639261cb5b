import { useId, useRef, useState, type ChangeEvent } from 'react'
import { toast } from 'react-toastify'
import { Button } from '@/components/ui/Button'
import { ConfirmDialog } from '@/components/ui/ConfirmDialog'
import { toApiError } from '@/lib/api'
import { saveBlob } from '@/lib/download'
import { countOf } from '@/lib/money'
import type { CompanyAccount, ContractPrice } from '@/lib/types'
import { formatContractPricesCsv, parseContractPricesCsv, refusedIndex, type CsvProblem, type ParsedPrices } from './contractPricesCsv'
import { useSavePrices } from './useSavePrices'

interface PricesCsvProps {
  company: CompanyAccount
  prices: ContractPrice[]
}

interface Upload {
  file: string
  parsed: ParsedPrices
}

const fileNameOf = (company: CompanyAccount) => `contract-prices-${company.name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || company.id}.csv`

/** Download the list as `sku,unitPriceCents`, or replace it with an uploaded file of that shape. */
export function PricesCsv({ company, prices }: PricesCsvProps) {
  const inputId = useId()
  const fileRef = useRef<HTMLInputElement>(null)
  const [upload, setUpload] = useState<Upload | null>(null)
  const [problems, setProblems] = useState<CsvProblem[]>([])
  const save = useSavePrices(company.id)

  function download() {
    const csv = formatContractPricesCsv(prices.map(({ sku, unitPriceCents }) => ({ sku, unitPriceCents })))
    saveBlob(new Blob([csv], { type: 'text/csv' }), fileNameOf(company))
  }

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    setProblems([])
    let parsed: ParsedPrices
    try {
      parsed = parseContractPricesCsv(await file.text())
    } catch {
      setProblems([{ line: 0, message: `${file.name} could not be read. Save it as a CSV text file and try again.` }])
      return
    }
    if (parsed.problems.length > 0) setProblems(parsed.problems)
    else setUpload({ file: file.name, parsed })
  }

  async function replace() {
    if (!upload) return
    const { parsed, file } = upload
    try {
      await save.run(parsed.prices)
      toast.success(`${company.name} now has the ${countOf(parsed.prices.length, 'contract price')} of ${file}`)
    } catch (err) {
      const error = toApiError(err)
      const refused = refusedIndex(error.fields)
      const line = refused ? (parsed.lines[refused.index] ?? 0) : 0
      setProblems([{ line, message: refused ? `${parsed.prices[refused.index]?.sku ?? ''}: ${refused.message}`.replace(/^: /, '') : error.message }])
    } finally {
      setUpload(null)
    }
  }

  return (
    <div className="prices-csv">
      <Button variant="secondary" onClick={download}>
        Download CSV
      </Button>
      <Button variant="secondary" loading={save.busy} onClick={() => fileRef.current?.click()} aria-describedby={`${inputId}-hint`}>
        Upload CSV
      </Button>
      <input ref={fileRef} type="file" accept=".csv,text/csv,text/plain" hidden aria-label="CSV file of contract prices" onChange={(e) => void choose(e)} />
      <p className="field__hint prices-csv__hint" id={`${inputId}-hint`}>
        Two columns, <code>sku,unitPriceCents</code>, a header row is fine. An upload replaces the whole list.
      </p>
      {problems.length > 0 && (
        <div className="form__error prices-csv__problems" role="alert">
          <p>The file was not used:</p>
          <ul>
            {problems.slice(0, 20).map((problem) => (
              <li key={`${problem.line}-${problem.message}`}>
                {problem.line > 0 && `Line ${problem.line}: `}
                {problem.message}
              </li>
            ))}
          </ul>
          {problems.length > 20 && <p>…and {countOf(problems.length - 20, 'more problem')}.</p>}
        </div>
      )}
      {upload && (
        <ConfirmDialog confirmLabel="Replace prices" cancelLabel="Keep current prices" busy={save.busy} onConfirm={() => void replace()} onCancel={() => setUpload(null)}>
          <p>
            Replace the {countOf(prices.length, 'contract price')} of {company.name} with the {countOf(upload.parsed.prices.length, 'price')} in {upload.file}?
          </p>
        </ConfirmDialog>
      )}
    </div>
  )
}
