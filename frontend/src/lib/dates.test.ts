import { describe, expect, it } from 'vitest'
import { formatDate, formatDateTime, formatMonthYear, isoDay } from './dates'

// local noon, so the expected day and time hold in whatever time zone the tests run
const NOON = new Date(2025, 2, 14, 12, 0).toISOString()

describe('date formatting', () => {
  it('formats a day, a day with its time, and a month', () => {
    expect(formatDate(NOON)).toBe('Mar 14, 2025')
    expect(formatDateTime(NOON)).toMatch(/^Mar 14, 2025, 12:00\sPM$/)
    expect(formatMonthYear(NOON)).toBe('March 2025')
  })

  it.each(['', 'not a date', '2025-13-45'])('gives an empty text for %j', (input) => {
    expect(formatDate(input)).toBe('')
    expect(formatDateTime(input)).toBe('')
    expect(formatMonthYear(input)).toBe('')
  })

  it('writes a local day as YYYY-MM-DD, padded', () => {
    expect(isoDay(new Date(2025, 2, 4, 23, 30))).toBe('2025-03-04')
  })
})
