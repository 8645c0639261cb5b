import { centsToDollarsInput, countOf, dollarsToCents, formatCents } from './money'

describe('money', () => {
  it('formats cents as US dollars', () => {
    expect(formatCents(123450)).toBe('$1,234.50')
    expect(formatCents(5)).toBe('$0.05')
    expect(formatCents(100000000)).toBe('$1,000,000.00')
  })

  it.each([
    ['129.99', 12999],
    ['129.9', 12990],
    ['129', 12900],
    ['$1,250.5', 125050],
    [' 0.01 ', 1],
  ])('reads %s dollars as %i cents', (input, cents) => {
    expect(dollarsToCents(input)).toBe(cents)
  })

  it.each(['', 'abc', '1.999', '-5', '1,25', '12.3.4'])('refuses %j', (input) => {
    expect(dollarsToCents(input)).toBeNull()
  })

  it('round-trips an input value', () => {
    expect(centsToDollarsInput(12999)).toBe('129.99')
    expect(centsToDollarsInput(500)).toBe('5.00')
    expect(dollarsToCents(centsToDollarsInput(7))).toBe(7)
  })

  it('counts a noun, plural unless there is exactly one', () => {
    expect(countOf(1, 'product')).toBe('1 product')
    expect(countOf(0, 'update')).toBe('0 updates')
    expect(countOf(1200, 'problem')).toBe('1,200 problems')
  })
})
