import { formatCents, formatCount } from '@/lib/money'

type Fields = Record<string, unknown> | null | undefined

/** One changed field; before or after is absent when the field was added or removed. */
export interface FieldChange {
  field: string
  before?: string
  after?: string
}

const LONGEST_VALUE = 80

function shorten(text: string): string {
  return text.length > LONGEST_VALUE ? `${text.slice(0, LONGEST_VALUE - 1)}…` : text
}

/** "100:43900;500:41000" (how the log keeps price breaks) → "100+ pcs $439.00 · 500+ pcs $410.00" */
function formatPriceBreaks(text: string): string {
  const breaks = text.split(';').map((part) => part.split(':').map(Number))
  if (breaks.some((b) => b.length !== 2 || b.some((n) => !Number.isFinite(n)))) return shorten(text)
  return breaks.map(([pieces, cents]) => `${formatCount(pieces)}+ pcs ${formatCents(cents)}`).join(' · ')
}

/** A money field: *Cents, and a quote offer's "price SKU" per line. */
const isMoney = (field: string) => field.endsWith('Cents') || field.startsWith('price ')

/** A value as a person reads it: money, price breaks, yes/no, "(empty)" for an empty text. */
export function formatValue(field: string, value: unknown): string {
  if (value === null || value === undefined) return '(none)'
  if (typeof value === 'boolean') return value ? 'yes' : 'no'
  if (typeof value === 'number') return isMoney(field) ? formatCents(value) : formatCount(value)
  if (field === 'priceBreaks' && typeof value === 'string' && value !== '') return formatPriceBreaks(value)
  if (typeof value === 'string') return value === '' ? '(empty)' : shorten(value)
  return shorten(JSON.stringify(value))
}

/** The entry's fields in name order, each with its formatted value before and after. */
export function fieldChanges(before: Fields, after: Fields): FieldChange[] {
  const names = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].sort()
  return names.map((field) => ({
    field,
    before: before && field in before ? formatValue(field, before[field]) : undefined,
    after: after && field in after ? formatValue(field, after[field]) : undefined,
  }))
}
