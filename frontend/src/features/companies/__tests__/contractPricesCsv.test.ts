import { describe, expect, it } from 'vitest'
import { formatContractPricesCsv, parseContractPricesCsv, refusedIndex, splitCsvLine } from '../components/contractPricesCsv'

describe('parseContractPricesCsv', () => {
  it('reads sku,unitPriceCents lines after an optional header, skipping blank lines', () => {
    const parsed = parseContractPricesCsv('\uFEFFsku,unitPriceCents\r\nMZ-1,12900\r\n\r\n"CT-2";450\nGPU-3\t99\n')
    expect(parsed.problems).toEqual([])
    expect(parsed.prices).toEqual([
      { sku: 'MZ-1', unitPriceCents: 12900 },
      { sku: 'CT-2', unitPriceCents: 450 },
      { sku: 'GPU-3', unitPriceCents: 99 },
    ])
    expect(parsed.lines).toEqual([2, 4, 5])
  })

  it('reads a file without a header from its first line', () => {
    expect(parseContractPricesCsv('A,1').prices).toEqual([{ sku: 'A', unitPriceCents: 1 }])
  })

  it('names the line of every unreadable row, a price that is not whole cents, and a SKU given twice', () => {
    const parsed = parseContractPricesCsv('sku,unitPriceCents\nA,12.50\nB\nC,100\nc,200\nD,-5')
    expect(parsed.problems.map((p) => p.line)).toEqual([2, 3, 5, 6])
    expect(parsed.problems[0].message).toContain('whole number of cents')
    expect(parsed.problems[1].message).toContain('Write a SKU and a price')
    expect(parsed.problems[2].message).toBe('c is already on line 4')
  })
})

describe('formatContractPricesCsv', () => {
  it('writes a header and one row per price, and reads back to the same list', () => {
    const prices = [
      { sku: 'MZ-1', unitPriceCents: 12900 },
      { sku: 'ODD,"SKU"', unitPriceCents: 5 },
    ]
    const csv = formatContractPricesCsv(prices)
    expect(csv.split('\r\n')[0]).toBe('sku,unitPriceCents')
    expect(csv).toContain('"ODD,""SKU""",5')
    expect(parseContractPricesCsv(csv).prices).toEqual(prices)
  })

  it('writes only the header for an empty list', () => {
    expect(formatContractPricesCsv([])).toBe('sku,unitPriceCents\r\n')
  })
})

describe('splitCsvLine', () => {
  it('keeps separators inside quotes', () => {
    expect(splitCsvLine('"a,b", 7')).toEqual(['a,b', '7'])
  })
})

describe('refusedIndex', () => {
  it('finds the index in the field the server named', () => {
    expect(refusedIndex({ 'prices.3.sku': 'Unknown SKU X' })).toEqual({ index: 3, message: 'Unknown SKU X' })
    expect(refusedIndex({ 'prices[12]': 'Unknown' })?.index).toBe(12)
    expect(refusedIndex({ name: 'x' })).toBeNull()
  })
})
