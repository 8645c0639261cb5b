import { describe, expect, it } from 'vitest'
import { availabilityText, shipmentText } from './availability'

describe('availabilityText', () => {
  it('says what ships today and what more ships later, fastest first', () => {
    expect(availabilityText([{ leadTimeDays: 0, quantity: 1200 }, { leadTimeDays: 5, quantity: 800 }])).toBe('1,200 ship today · 800 more in 5 days')
  })

  it('starts with the fastest stock even when none ships today', () => {
    expect(availabilityText([{ leadTimeDays: 1, quantity: 40 }, { leadTimeDays: 12, quantity: 3 }])).toBe('40 ship in 1 day · 3 more in 12 days')
  })

  it('is empty with nothing in stock', () => {
    expect(availabilityText([])).toBe('')
  })
})

describe('shipmentText', () => {
  const stock = [{ leadTimeDays: 0, quantity: 800 }]

  it('names the backordered rest with the restock estimate', () => {
    expect(shipmentText({ quantity: 1000, availability: stock, backorderable: true, restockDays: 14 })).toBe('800 ship today, 200 in about 14 days')
  })

  it('takes the fastest warehouses first', () => {
    const split = [{ leadTimeDays: 0, quantity: 100 }, { leadTimeDays: 5, quantity: 300 }]
    expect(shipmentText({ quantity: 250, availability: split, backorderable: false, restockDays: 0 })).toBe('100 ship today, 150 in 5 days')
  })

  it('says nothing when every piece ships today', () => {
    expect(shipmentText({ quantity: 500, availability: stock, backorderable: true, restockDays: 14 })).toBe('')
  })

  it('says nothing for a line past the stock of a product that takes no backorders', () => {
    expect(shipmentText({ quantity: 900, availability: stock, backorderable: false, restockDays: 0 })).toBe('')
  })

  it('backorders everything when nothing is in stock', () => {
    expect(shipmentText({ quantity: 50, availability: [], backorderable: true, restockDays: 1 })).toBe('50 ship in about 1 day')
  })
})
