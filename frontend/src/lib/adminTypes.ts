// The admin operations' shapes: catalogue import, audit log, sales stats (re-exported by types.ts).
import type { BookingStatus, Product } from './types'

/** One problem in an imported catalogue CSV; row counts the file's lines from 1 (the header). */
export interface ImportRowError {
  row: number
  field: string
  message: string
}

/** The answer of POST /api/admin/products/import; a file with any error writes nothing. */
export interface ImportReport {
  created: number
  updated: number
  errors: ImportRowError[]
}

/** One admin change; before and after hold only the fields that changed (absent when none). */
export interface AuditEntry {
  at: string
  /** the admin's email */
  actor: string
  /** e.g. "product.edit", "booking.cancel" */
  action: string
  /** the changed object's id */
  target: string
  before?: Record<string, unknown> | null
  after?: Record<string, unknown> | null
}

export interface DayRevenue {
  /** YYYY-MM-DD, a UTC day */
  date: string
  cents: number
}

export interface ProductSales {
  productId: string
  productName: string
  pieces: number
  cents: number
}

/** GET /api/admin/stats: revenue and top products count paid, shipped and delivered orders. */
export interface SalesStats {
  revenueByDay: DayRevenue[]
  ordersByStatus: Partial<Record<BookingStatus, number>>
  topProducts: ProductSales[]
  lowStock: Product[]
}
