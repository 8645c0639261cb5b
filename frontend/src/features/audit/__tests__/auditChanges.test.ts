import { describe, expect, it } from 'vitest'
import { fieldChanges, formatValue } from '../components/auditChanges'

describe('audit field changes', () => {
  it('pairs each field before and after, in name order, leaving out a side the field is missing from', () => {
    expect(fieldChanges({ stock: 40, name: 'Drive' }, { stock: 1200, img: '/a.png' })).toEqual([
      { field: 'img', before: undefined, after: '/a.png' },
      { field: 'name', before: 'Drive', after: undefined },
      { field: 'stock', before: '40', after: '1,200' },
    ])
    expect(fieldChanges(null, undefined)).toEqual([])
  })

  it('formats money, yes/no, empty and long values for reading', () => {
    expect(formatValue('priceCents', 27950)).toBe('$279.50')
    expect(formatValue('invoiceTerms', true)).toBe('yes')
    expect(formatValue('note', '')).toBe('(empty)')
    expect(formatValue('trackingNumber', null)).toBe('(none)')
    expect(formatValue('priceBreaks', [{ minQuantity: 500, unitPriceCents: 100 }])).toBe('[{"minQuantity":500,"unitPriceCents":100}]')
    expect(formatValue('descriptions', 'x'.repeat(200))).toHaveLength(80)
  })
})
