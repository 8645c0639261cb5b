import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react'

interface FieldFrameProps {
  id: string
  label: ReactNode
  error?: string
  hint?: ReactNode
  children: ReactNode
  className?: string
}

function FieldFrame({ id, label, error, hint, children, className = '' }: FieldFrameProps) {
  return (
    <div className={`field ${error ? 'field--invalid' : ''} ${className}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children}
      {hint && !error && (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  )
}

function describedBy(id: string, error?: string, hint?: ReactNode): string | undefined {
  if (error) return `${id}-error`
  return hint ? `${id}-hint` : undefined
}

interface CommonProps {
  label: ReactNode
  error?: string
  hint?: ReactNode
  fieldClassName?: string
}

export type InputProps = CommonProps & InputHTMLAttributes<HTMLInputElement>

export function Input({ label, error, hint, fieldClassName, id, className = '', ...rest }: InputProps) {
  const autoId = useId()
  const inputId = id ?? autoId
  return (
    <FieldFrame id={inputId} label={label} error={error} hint={hint} className={fieldClassName}>
      <input
        id={inputId}
        className={`input ${className}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, error, hint)}
        {...rest}
      />
    </FieldFrame>
  )
}

export type TextareaProps = CommonProps & TextareaHTMLAttributes<HTMLTextAreaElement>

/** A box grows with its text up to this many rows, then scrolls. */
const MAX_GROWN_ROWS = 12

/** Enough rows to show every line of the text (a 5-line address whole), never fewer than asked for. */
export function rowsFor(value: unknown, rows = 2): number {
  const lines = typeof value === 'string' ? value.split('\n').length : 0
  return Math.max(rows, Math.min(lines, MAX_GROWN_ROWS))
}

export function Textarea({ label, error, hint, fieldClassName, id, className = '', rows, ...rest }: TextareaProps) {
  const autoId = useId()
  const inputId = id ?? autoId
  return (
    <FieldFrame id={inputId} label={label} error={error} hint={hint} className={fieldClassName}>
      <textarea
        id={inputId}
        className={`input input--area ${className}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, error, hint)}
        rows={rowsFor(rest.value ?? rest.defaultValue, rows)}
        {...rest}
      />
    </FieldFrame>
  )
}

export type SelectProps = CommonProps & SelectHTMLAttributes<HTMLSelectElement>

export function Select({ label, error, hint, fieldClassName, id, className = '', children, ...rest }: SelectProps) {
  const autoId = useId()
  const inputId = id ?? autoId
  return (
    <FieldFrame id={inputId} label={label} error={error} hint={hint} className={fieldClassName}>
      <select
        id={inputId}
        className={`input input--select ${className}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, error, hint)}
        {...rest}
      >
        {children}
      </select>
    </FieldFrame>
  )
}
