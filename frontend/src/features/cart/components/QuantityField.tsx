import { useId, useState, type KeyboardEvent } from 'react'
import { Spinner } from '@/components/ui/Spinner'
import { toApiError } from '@/lib/api'
import { parseQuantity } from '@/lib/quantity'

interface QuantityFieldProps {
  label: string
  quantity: number
  /** the id of the line's problem text, when the quantity as saved can't be ordered */
  problemId?: string
  /** saves the new quantity; a rejection's message is shown under the field */
  onCommit: (quantity: number) => Promise<unknown>
}

/** A line's quantity: saved when the field loses focus or on Enter, with a spinner while it saves. */
export function QuantityField({ label, quantity, problemId, onCommit }: QuantityFieldProps) {
  const id = useId()
  const [text, setText] = useState(String(quantity))
  const [shown, setShown] = useState(quantity)
  const [saving, setSaving] = useState(false)
  const [error, setError] = useState('')
  // the server's answer (or another tab) changed the quantity: show it
  if (shown !== quantity) {
    setShown(quantity)
    setText(String(quantity))
  }

  async function commit() {
    const typed = text
    const pieces = parseQuantity(typed)
    if (pieces === null || pieces < 1) {
      setError('Enter a whole number of pieces, at least 1')
      return
    }
    setError('')
    if (pieces === quantity || saving) return
    setSaving(true)
    try {
      await onCommit(pieces)
    } catch (err) {
      const apiError = toApiError(err)
      setError(apiError.fields.quantity ?? apiError.message)
      // the cart goes back to the saved quantity; the field keeps what was refused, to correct
      setShown(quantity)
      setText(typed)
    } finally {
      setSaving(false)
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return
    event.preventDefault()
    void commit()
  }

  return (
    <div className={`field cart-qty ${error || problemId ? 'field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <span className="cart-qty__row">
        <input
          id={id}
          className="input cart-qty__input num"
          inputMode="numeric"
          value={text}
          onChange={(e) => setText(e.target.value)}
          onBlur={() => void commit()}
          onKeyDown={onKeyDown}
          aria-invalid={error || problemId ? true : undefined}
          aria-describedby={error ? `${id}-error` : problemId}
          aria-busy={saving || undefined}
        />
        {saving && <Spinner label="Saving the quantity" />}
      </span>
      {error && (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  )
}
