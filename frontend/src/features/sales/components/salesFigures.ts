import type { BookingStatus, DayRevenue, SalesStats } from '@/lib/types'

const DAY_LABEL = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' })
const COMPACT_USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', notation: 'compact', minimumFractionDigits: 0, maximumFractionDigits: 1 })

/** "2025-03-04" (a UTC day) → "Mar 4" */
export function dayLabel(day: string): string {
  const date = new Date(`${day}T00:00:00Z`)
  return Number.isNaN(date.getTime()) ? day : DAY_LABEL.format(date)
}

/** 1234500 → "$12.3K", for a chart's axis */
export function compactDollars(cents: number): string {
  return COMPACT_USD.format(cents / 100)
}

export interface SalesSummary {
  revenueCents: number
  orders: number
  /** the day with the most revenue; null when nothing sold */
  bestDay: DayRevenue | null
}

export function summarize(stats: SalesStats): SalesSummary {
  const revenueCents = stats.revenueByDay.reduce((sum, day) => sum + day.cents, 0)
  const orders = Object.values(stats.ordersByStatus).reduce((sum: number, n) => sum + (n ?? 0), 0)
  const bestDay = stats.revenueByDay.reduce<DayRevenue | null>((best, day) => (day.cents > (best?.cents ?? 0) ? day : best), null)
  return { revenueCents, orders, bestDay }
}

/** The statuses that have orders, in the order's life-cycle order. */
export function statusCounts(byStatus: SalesStats['ordersByStatus'], order: BookingStatus[]): [BookingStatus, number][] {
  return order.filter((status) => (byStatus[status] ?? 0) > 0).map((status) => [status, byStatus[status] ?? 0])
}
