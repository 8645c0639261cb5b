// The admin operations' shapes: catalogue import, audit log, sales stats (re-exported by types.ts).
import type { components } from './api.gen'

type Schemas = components['schemas']

/** One problem in an imported catalogue CSV; row counts the file's lines from 1 (the header). */
export type ImportRowError = Schemas['ImportError']
/** The answer of POST /api/admin/products/import; a file with any error writes nothing. */
export type ImportReport = Schemas['Import']
/** One admin change; before and after hold only the fields that changed (null when none). */
export type AuditEntry = Schemas['AuditEntry']
export type DayRevenue = Schemas['DayRevenue']
export type ProductSales = Schemas['ProductSales']
/** GET /api/admin/stats: revenue and top products count paid, shipped and delivered orders, less the refunds made in the range. */
export type SalesStats = Schemas['Stats']
