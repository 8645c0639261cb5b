import { describe, expect, it } from 'vitest'
import { makeProduct } from '@/testing/fixtures'
import { highestBreakQuantity, memberUnitPriceAt, unitPriceAt, yourPrice } from './pricing'

const product = makeProduct({
  priceCents: 15000,
  minOrderQuantity: 100,
  priceBreaks: [
    { minQuantity: 1000, unitPriceCents: 12500 },
    { minQuantity: 500, unitPriceCents: 13900 },
  ],
})

describe('unitPriceAt', () => {
  it('uses the list price below the first break and the highest break reached above it', () => {
    expect(unitPriceAt(product, 100)).toBe(15000)
    expect(unitPriceAt(product, 499)).toBe(15000)
    expect(unitPriceAt(product, 500)).toBe(13900)
    expect(unitPriceAt(product, 999)).toBe(13900)
    expect(unitPriceAt(product, 1000)).toBe(12500)
    expect(unitPriceAt(product, 50000)).toBe(12500)
  })

  it('is the list price for a product without breaks', () => {
    expect(unitPriceAt(makeProduct({ priceCents: 999, priceBreaks: [] }), 10000)).toBe(999)
  })
})

describe('highestBreakQuantity', () => {
  it('is the largest break, or the MOQ without breaks', () => {
    expect(highestBreakQuantity(product)).toBe(1000)
    expect(highestBreakQuantity(makeProduct({ minOrderQuantity: 250, priceBreaks: [] }))).toBe(250)
  })
})

describe('a company member’s prices', () => {
  it('pays the lower of the contract price and the volume price for the quantity', () => {
    expect(memberUnitPriceAt(product, 100, 14000)).toBe(14000)
    expect(memberUnitPriceAt(product, 1000, 14000)).toBe(12500)
    expect(memberUnitPriceAt(product, 100, undefined)).toBe(15000)
  })

  it('is shown "Your price" only for a contract price below the list price', () => {
    expect(yourPrice(15000, 14000)).toBe(14000)
    expect(yourPrice(15000, 15000)).toBeNull()
    expect(yourPrice(15000, 16000)).toBeNull()
    expect(yourPrice(15000, undefined)).toBeNull()
  })
})
