const DATE = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' })
const DATE_TIME = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' })
const MONTH_YEAR = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long' })

function format(iso: string, style: Intl.DateTimeFormat): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? '' : style.format(date)
}

/** "2025-01-02T03:04:05Z" → "Jan 2, 2025"; "" for anything that is not a date. */
export function formatDate(iso: string): string {
  return format(iso, DATE)
}

/** "2025-01-02T15:04:05Z" → "Jan 2, 2025, 3:04 PM" (local time); "" for anything that is not a date. */
export function formatDateTime(iso: string): string {
  return format(iso, DATE_TIME)
}

/** "2025-01-02T03:04:05Z" → "January 2025"; "" for anything that is not a date. */
export function formatMonthYear(iso: string): string {
  return format(iso, MONTH_YEAR)
}

/** The local calendar day as "2025-01-02" (the form date inputs and file names use). */
export function isoDay(date: Date = new Date()): string {
  const month = String(date.getMonth() + 1).padStart(2, '0')
  const day = String(date.getDate()).padStart(2, '0')
  return `${date.getFullYear()}-${month}-${day}`
}
