// How much of a product ships when, in the words the storefront uses. `availability` is the
// server's stock grouped by lead time, fastest first (no warehouse is named).
import { formatCount } from './money'
import type { components } from './api.gen'

export type Availability = components['schemas']['Availability']

function after(days: number): string {
  if (days === 0) return 'today'
  return days === 1 ? 'in 1 day' : `in ${days} days`
}

/** "1,200 ship today · 800 more in 5 days"; "" when nothing is in stock. */
export function availabilityText(availability: Availability[]): string {
  return availability
    .filter((a) => a.quantity > 0)
    .map((a, i) => {
      if (i === 0) return `${formatCount(a.quantity)} ship ${after(a.leadTimeDays)}`
      return `${formatCount(a.quantity)} more ${after(a.leadTimeDays)}`
    })
    .join(' · ')
}

export interface OrderedStock {
  quantity: number
  availability: Availability[]
  backorderable: boolean
  restockDays: number
}

/**
 * When the pieces of a line would ship, taken fastest first as the server reserves them:
 * "800 ship today, 200 in about 14 days" (what is past the stock is backordered). "" when every
 * piece ships today, or when the line can't be ordered anyway.
 */
export function shipmentText({ quantity, availability, backorderable, restockDays }: OrderedStock): string {
  const parts: string[] = []
  let left = quantity
  for (const a of availability) {
    const take = Math.min(a.quantity, left)
    if (take <= 0) break
    parts.push(parts.length === 0 ? `${formatCount(take)} ship ${after(a.leadTimeDays)}` : `${formatCount(take)} ${after(a.leadTimeDays)}`)
    left -= take
  }
  if (left > 0) {
    if (!backorderable) return ''
    const wait = `in about ${restockDays} ${restockDays === 1 ? 'day' : 'days'}`
    parts.push(parts.length === 0 ? `${formatCount(left)} ship ${wait}` : `${formatCount(left)} ${wait}`)
  }
  if (parts.length === 1 && availability[0]?.leadTimeDays === 0 && left === 0) return ''
  return parts.join(', ')
}
