import { describe, expect, it } from 'vitest'
import { makeProduct } from '@/testing/fixtures'
import { csvToText, distinctSkus, LINE_FORMAT_PROBLEM, linesLeftOut, MAX_QUICK_ORDER_LINES, parseLines, previewRows, previewSummary, resultTitle, textProblem } from '../components/quickOrderModel'

describe('parseLines', () => {
  it('reads one part number and quantity per line, with any separator, counting lines as typed', () => {
    expect(parseLines('A-1 200\n\nb-2\t300\nC-3,40;\nD-4;5\nE-5 lots\nF 1 2')).toEqual([
      { line: 1, sku: 'A-1', quantity: 200, unreadable: false },
      { line: 3, sku: 'b-2', quantity: 300, unreadable: false },
      { line: 4, sku: 'C-3', quantity: 40, unreadable: false },
      { line: 5, sku: 'D-4', quantity: 5, unreadable: false },
      { line: 6, sku: 'E-5', quantity: 0, unreadable: true },
      { line: 7, sku: 'F', quantity: 0, unreadable: true },
    ])
  })
})

describe('textProblem', () => {
  it('wants at least one line and at most 500', () => {
    expect(textProblem([])).toMatch(/at least one line/)
    const lines = parseLines(Array.from({ length: MAX_QUICK_ORDER_LINES + 1 }, (_, i) => `SKU-${i} 1`).join('\n'))
    expect(textProblem(lines)).toBe('A quick order takes at most 500 lines; this one has 501. Split the list and add it in parts.')
    expect(textProblem(lines.slice(1))).toBe('')
  })
})

describe('previewRows', () => {
  it('prices each part number at its summed quantity and names what would stop it', () => {
    const ssd = makeProduct({ sku: 'MZ-1', priceCents: 15000, minOrderQuantity: 100, stock: 1000, priceBreaks: [{ minQuantity: 500, unitPriceCents: 13900 }] })
    const lines = parseLines('mz-1 300\nNOPE 10\nMZ-1 300\nbad')
    expect(distinctSkus(lines)).toEqual(['mz-1', 'NOPE'])
    const rows = previewRows(lines, new Map([['MZ-1', ssd], ['NOPE', null]]))
    expect(rows.map((r) => [r.line, r.totalQuantity, r.unitPriceCents, r.problem])).toEqual([
      [1, 600, 13900, ''],
      [2, 10, null, 'Unknown part number NOPE'],
      [3, 600, 13900, ''],
      [4, 0, null, LINE_FORMAT_PROBLEM],
    ])
    const short = previewRows(parseLines('MZ-1 50\n'), new Map([['MZ-1', ssd]]))
    expect(short[0].problem).toBe('Minimum order is 100 pieces')
    const over = previewRows(parseLines('MZ-1 1001'), new Map([['MZ-1', ssd]]))
    expect(over[0].problem).toBe('Only 1000 pieces in stock')
  })

  it('lets a backorderable product past its stock, as the server adds the line and backorders the rest', () => {
    const hdd = makeProduct({ sku: 'EXOS-20', minOrderQuantity: 10, stock: 0, backorderable: true, restockDays: 14 })
    const rows = previewRows(parseLines('EXOS-20 500\nEXOS-20 5'), new Map([['EXOS-20', hdd]]))
    expect(rows.map((r) => r.problem)).toEqual(['', ''])
    const few = previewRows(parseLines('EXOS-20 5'), new Map([['EXOS-20', hdd]]))
    expect(few[0].problem).toBe('Minimum order is 10 pieces')
  })
})

describe('csvToText', () => {
  it('drops the header row, a byte-order mark and quotes', () => {
    expect(csvToText('\uFEFFsku,quantity\r\n"MZ-1",200\r\nKF-32,500\r\n')).toBe('MZ-1,200\nKF-32,500')
    expect(csvToText('MZ-1,200')).toBe('MZ-1,200')
  })
})

describe('linesLeftOut', () => {
  it('keeps only the lines the server refused, counting lines as the server does', () => {
    const text = 'A-1 200\r\n\nNOPE 10\nB-2 300\nC-3 lots'
    expect(linesLeftOut(text, [{ line: 3 }, { line: 5 }])).toBe('NOPE 10\nC-3 lots')
    expect(linesLeftOut(text, [])).toBe('')
  })
})

describe('previewSummary and resultTitle', () => {
  it('read right for one line, some lines and every line', () => {
    expect(previewSummary(0, 1)).toBe('The line can go into your cart.')
    expect(previewSummary(0, 3)).toBe('All 3 lines can go into your cart.')
    expect(previewSummary(1, 3)).toBe('1 of 3 lines needs attention; the others can go into your cart.')
    expect(previewSummary(2, 2)).toBe('All 2 lines need attention.')
    expect(resultTitle(1, 1)).toBe('1 line added to your cart')
    expect(resultTitle(3, 3)).toBe('All 3 lines added to your cart')
    expect(resultTitle(2, 3)).toBe('2 of 3 lines added to your cart; 1 left out')
    expect(resultTitle(0, 1)).toBe('The line was not added to your cart')
    expect(resultTitle(0, 2)).toBe('None of the 2 lines were added to your cart')
  })
})
