import { describe, expect, it } from 'vitest'
import { stockState } from './stockState'

describe('stockState', () => {
  it('calls a product with some pieces but fewer than one minimum order below its minimum, not out of stock', () => {
    expect(stockState({ stock: 8, minOrderQuantity: 10, backorderable: false, restockDays: 0 })).toEqual({
      label: 'Below minimum order',
      tone: 'warning',
      detail: 'Only 8 pcs left, fewer than the minimum order of 10.',
    })
  })

  it('is in stock from one minimum order, and out of stock at none', () => {
    expect(stockState({ stock: 10, minOrderQuantity: 10, backorderable: false, restockDays: 0 })).toMatchObject({ label: 'In stock', tone: 'success' })
    expect(stockState({ stock: 0, minOrderQuantity: 10, backorderable: false, restockDays: 0 })).toMatchObject({ label: 'Out of stock', tone: 'danger' })
  })

  it('says a backorderable product short of stock takes orders, and when the rest ships', () => {
    expect(stockState({ stock: 0, minOrderQuantity: 10, backorderable: true, restockDays: 14 })).toEqual({
      label: 'On backorder',
      tone: 'warning',
      detail: "Order now: what isn't in stock ships in about 14 days.",
    })
  })
})
