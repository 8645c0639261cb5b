import { useState, type FormEvent } from 'react'
import { toast } from 'react-toastify'
import { Button } from '@/components/ui/Button'
import { Input } from '@/components/ui/Input'
import { toApiError } from '@/lib/api'
import { countOf } from '@/lib/money'
import type { CompanyAccount, ContractPrice } from '@/lib/types'
import { refusedIndex } from './contractPricesCsv'
import { linesOf, newRow, rowsOf, type PriceRow } from './priceRows'
import { useSavePrices } from './useSavePrices'

interface ContractPricesTableProps {
  company: CompanyAccount
  prices: ContractPrice[]
}

/** The company's contract prices as an editable table; Save replaces the whole list. */
export function ContractPricesTable({ company, prices }: ContractPricesTableProps) {
  const [rows, setRows] = useState<PriceRow[]>(() => rowsOf(prices))
  const [problems, setProblems] = useState<Map<number, string>>(new Map())
  const [formError, setFormError] = useState('')
  const save = useSavePrices(company.id)

  function change(index: number, field: 'sku' | 'price', value: string) {
    setRows((all) => all.map((row, i) => (i === index ? { ...row, [field]: value } : row)))
    setProblems((found) => {
      const next = new Map(found)
      next.delete(index)
      return next
    })
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    setFormError('')
    const { lines, problems: found } = linesOf(rows)
    setProblems(found)
    if (found.size > 0) return
    try {
      await save.run(lines)
      toast.success(`Saved ${countOf(lines.length, 'contract price')} for ${company.name}`)
    } catch (err) {
      const error = toApiError(err)
      const refused = refusedIndex(error.fields)
      if (refused) setProblems(new Map([[refused.index, refused.message]]))
      setFormError(refused ? `Row ${refused.index + 1}: ${refused.message}` : error.message)
    }
  }

  return (
    <form className="form" onSubmit={submit} noValidate aria-label="Contract prices">
      {rows.length === 0 && <p className="muted">No contract prices yet: the company pays list and volume prices. Add a price, or upload a CSV file.</p>}
      {rows.length > 0 && (
        <table className="table prices-table">
          <caption className="visually-hidden">Contract prices of {company.name}</caption>
          <thead>
            <tr>
              <th scope="col">SKU</th>
              <th scope="col" className="num-col">
                Unit price ($)
              </th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={row.key}>
                <td>
                  <Input label={<span className="visually-hidden">SKU of row {index + 1}</span>} value={row.sku} onChange={(e) => change(index, 'sku', e.target.value)} error={problems.get(index)} disabled={save.busy} />
                </td>
                <td className="num-col">
                  <Input label={<span className="visually-hidden">Unit price of row {index + 1}</span>} inputMode="decimal" value={row.price} onChange={(e) => change(index, 'price', e.target.value)} disabled={save.busy} className="num" />
                </td>
                <td className="table__actions">
                  <Button variant="ghost" size="sm" onClick={() => setRows((all) => all.filter((r) => r.key !== row.key))} disabled={save.busy} aria-label={`Remove row ${index + 1}`}>
                    Remove
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {formError && (
        <p className="form__error" role="alert">
          {formError}
        </p>
      )}
      <div className="form__actions">
        <Button variant="secondary" onClick={() => setRows((all) => [...all, newRow()])} disabled={save.busy}>
          Add a price
        </Button>
        <Button type="submit" loading={save.busy}>
          Save prices
        </Button>
      </div>
    </form>
  )
}
