import { useRef, type KeyboardEvent } from 'react'
import { StarIcon } from './Stars'

const VALUES = [1, 2, 3, 4, 5]

interface StarRatingInputProps {
  value: number
  onChange: (rating: number) => void
  error?: string
  disabled?: boolean
  labelId: string
}

const label = (n: number) => (n === 1 ? '1 star' : `${n} stars`)

/**
 * Five clickable stars that behave as a radio group: Tab reaches the chosen star,
 * the arrow keys, Home and End move the choice.
 */
export function StarRatingInput({ value, onChange, error, disabled = false, labelId }: StarRatingInputProps) {
  const refs = useRef<(HTMLButtonElement | null)[]>([])

  function choose(n: number) {
    onChange(n)
    refs.current[n - 1]?.focus()
  }

  function onKeyDown(event: KeyboardEvent, n: number) {
    const next: Record<string, number> = { ArrowRight: n + 1, ArrowUp: n + 1, ArrowLeft: n - 1, ArrowDown: n - 1, Home: 1, End: 5 }
    if (!(event.key in next)) return
    event.preventDefault()
    choose(Math.min(5, Math.max(1, next[event.key])))
  }

  const focusable = value || 1
  return (
    <div className="star-input">
      <div className="star-input__stars" role="radiogroup" aria-labelledby={labelId} aria-invalid={error ? true : undefined} aria-describedby={error ? `${labelId}-error` : undefined}>
        {VALUES.map((n) => (
          <button
            key={n}
            ref={(el) => {
              refs.current[n - 1] = el
            }}
            type="button"
            role="radio"
            aria-checked={value === n}
            aria-label={label(n)}
            tabIndex={n === focusable ? 0 : -1}
            className="star-input__star"
            disabled={disabled}
            onClick={() => choose(n)}
            onKeyDown={(e) => onKeyDown(e, n)}
          >
            <StarIcon filled={n <= value} size={32} />
          </button>
        ))}
        <span className="star-input__value" aria-hidden="true">
          {value ? `${value} / 5` : 'Not rated'}
        </span>
      </div>
      {error && (
        <p className="field__error" id={`${labelId}-error`}>
          {error}
        </p>
      )}
    </div>
  )
}
