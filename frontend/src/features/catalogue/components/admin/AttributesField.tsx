import { useId } from 'react'
import { Button } from '@/components/ui/Button'
import { Input } from '@/components/ui/Input'
import type { CategoryAttribute } from '@/lib/types'
import { MAX_PRODUCT_ATTRIBUTES, MAX_VALUE_LENGTH, setAttribute, type AttributeRow } from './attributesModel'

interface AttributesFieldProps {
  /** the selected category's specs, asked for first by their labels */
  declared: CategoryAttribute[]
  rows: AttributeRow[]
  onChange: (rows: AttributeRow[]) => void
  error?: string
}

/** A product's specs: its category's declared ones as labelled inputs, then free name/value rows. */
export function AttributesField({ declared, rows, onChange, error }: AttributesFieldProps) {
  const id = useId()
  const isDeclared = (key: string) => declared.some((a) => a.key === key)
  const free = rows.map((row, index) => ({ row, index })).filter(({ row }) => !isDeclared(row.key))
  const edit = (index: number, change: Partial<AttributeRow>) => onChange(rows.map((row, i) => (i === index ? { ...row, ...change } : row)))
  return (
    <fieldset className={`field attributes-field ${error ? 'field--invalid' : ''}`} aria-describedby={error ? `${id}-error` : `${id}-hint`}>
      <legend className="field__label">Specifications</legend>
      {declared.length > 0 && (
        <div className="form__grid">
          {declared.map((a) => (
            <Input key={a.key} label={a.label} name={`attr.${a.key}`} maxLength={MAX_VALUE_LENGTH} value={rows.find((row) => row.key === a.key)?.value ?? ''} onChange={(e) => onChange(setAttribute(rows, a.key, e.target.value))} />
          ))}
        </div>
      )}
      {free.map(({ row, index }, n) => (
        <div className="attributes-field__row" key={index}>
          <input className="input" aria-label={`Other spec ${n + 1}: name`} placeholder="warranty_years" value={row.key} onChange={(e) => edit(index, { key: e.target.value })} aria-invalid={error ? true : undefined} />
          <input className="input" aria-label={`Other spec ${n + 1}: value`} placeholder="5" maxLength={MAX_VALUE_LENGTH} value={row.value} onChange={(e) => edit(index, { value: e.target.value })} aria-invalid={error ? true : undefined} />
          <Button variant="ghost" size="sm" onClick={() => onChange(rows.filter((_, i) => i !== index))} aria-label={`Remove other spec ${n + 1}`}>
            Remove
          </Button>
        </div>
      ))}
      <Button variant="secondary" size="sm" onClick={() => onChange([...rows, { key: '', value: '' }])} disabled={rows.length >= MAX_PRODUCT_ATTRIBUTES}>
        Add another spec
      </Button>
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : (
        <p className="field__hint" id={`${id}-hint`}>
          Buyers filter by the category&rsquo;s specs. Other specs show on the product page; their names are lowercase letters, digits and _.
        </p>
      )}
    </fieldset>
  )
}
