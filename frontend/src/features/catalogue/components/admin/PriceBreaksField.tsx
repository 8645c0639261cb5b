import { useId } from 'react'
import { Button } from '@/components/ui/Button'
import { EMPTY_BREAK_ROW, MAX_PRICE_BREAKS, type PriceBreakRow } from './priceBreaksModel'

interface PriceBreaksFieldProps {
  rows: PriceBreakRow[]
  onChange: (rows: PriceBreakRow[]) => void
  error?: string
  /** the rows (by index) the error is about; without them, every row is marked */
  invalidRows?: number[]
}

/** A small editable table of volume prices: from how many pieces, and the price per piece from there. */
export function PriceBreaksField({ rows, onChange, error, invalidRows }: PriceBreaksFieldProps) {
  const id = useId()
  const invalid = (index: number) => (error && (!invalidRows?.length || invalidRows.includes(index)) ? true : undefined)
  const edit = (index: number, change: Partial<PriceBreakRow>) => onChange(rows.map((row, i) => (i === index ? { ...row, ...change } : row)))
  return (
    <fieldset className={`field price-breaks ${error ? 'field--invalid' : ''}`} aria-describedby={error ? `${id}-error` : `${id}-hint`}>
      <legend className="field__label">Volume price breaks</legend>
      {rows.length > 0 && (
        <table className="price-breaks__table">
          <thead>
            <tr>
              <th scope="col">From (pieces)</th>
              <th scope="col">Price per piece (USD)</th>
              <th scope="col">
                <span className="visually-hidden">Remove</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={index}>
                <td>
                  <input className="input num" inputMode="numeric" aria-label={`Price break ${index + 1}: from pieces`} value={row.minQuantity} onChange={(e) => edit(index, { minQuantity: e.target.value })} aria-invalid={invalid(index)} />
                </td>
                <td>
                  <input className="input num" inputMode="decimal" placeholder="119.00" aria-label={`Price break ${index + 1}: price per piece`} value={row.price} onChange={(e) => edit(index, { price: e.target.value })} aria-invalid={invalid(index)} />
                </td>
                <td>
                  <Button variant="ghost" size="sm" onClick={() => onChange(rows.filter((_, i) => i !== index))} aria-label={`Remove price break ${index + 1}`}>
                    Remove
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Button variant="secondary" size="sm" onClick={() => onChange([...rows, EMPTY_BREAK_ROW])} disabled={rows.length >= MAX_PRICE_BREAKS}>
        Add a price break
      </Button>
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : (
        <p className="field__hint" id={`${id}-hint`}>
          Lower prices for larger orders: each break starts above the minimum order and costs no more per piece than a smaller quantity.
        </p>
      )}
    </fieldset>
  )
}
