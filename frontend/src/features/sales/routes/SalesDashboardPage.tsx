import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense, type ReactNode } from 'react'
import { ErrorState } from '@/components/ui/ErrorState'
import { PageSkeleton, Skeleton } from '@/components/ui/Skeleton'
import { BOOKING_STATUSES } from '@/lib/bookingStatus'
import { formatCents, formatCount } from '@/lib/money'
import type { SalesStats } from '@/lib/types'
import { salesStatsQuery } from '../api/statsApi'
import { dayLabel, statusCounts, summarize } from '../components/salesFigures'
import { LowStockTable, OrdersByStatus, TopProductsTable } from '../components/SalesTables'
import '../sales.css'

// recharts is big: only this lazy chunk loads it
const RevenueChart = lazy(() => import('../components/RevenueChart'))

const DAYS = 30

/** The admin's dashboard landing: the last 30 days of sales, and what needs restocking. */
export default function SalesDashboardPage() {
  const stats = useQuery(salesStatsQuery(DAYS))
  return (
    <div className="dash-page">
      <header className="dash-page__head">
        <h1>Sales dashboard</h1>
        <p className="muted">The last {DAYS} days. Revenue and top products count paid, shipped and delivered orders on the day they were placed, less the refunds made in these days.</p>
      </header>
      {stats.isLoading && <PageSkeleton label="Loading sales figures" />}
      {stats.error && <ErrorState message={stats.error.message} onRetry={() => void stats.refetch()} />}
      {stats.data && <SalesFigures stats={stats.data} />}
    </div>
  )
}

function SalesFigures({ stats }: { stats: SalesStats }) {
  const summary = summarize(stats)
  return (
    <div className="sales">
      <dl className="sales-tiles">
        <Tile label={`Revenue, ${DAYS} days`} value={formatCents(summary.revenueCents)} />
        <Tile label="Orders placed" value={formatCount(summary.orders)} />
        <Tile label="Best day" value={summary.bestDay ? `${dayLabel(summary.bestDay.date)} · ${formatCents(summary.bestDay.cents)}` : 'No sales yet'} />
      </dl>
      <Panel title="Revenue per day">
        <Suspense fallback={<Skeleton height="280px" />}>
          <RevenueChart days={stats.revenueByDay} />
        </Suspense>
      </Panel>
      <div className="sales__columns">
        <Panel title="Orders by status">
          <OrdersByStatus counts={statusCounts(stats.ordersByStatus, BOOKING_STATUSES)} />
        </Panel>
        <Panel title="Top products by revenue">
          <TopProductsTable products={stats.topProducts} />
        </Panel>
      </div>
      <Panel title="Low on stock">
        <LowStockTable products={stats.lowStock} />
      </Panel>
    </div>
  )
}

function Tile({ label, value }: { label: string; value: string }) {
  return (
    <div className="sales-tile">
      <dt>{label}</dt>
      <dd className="num">{value}</dd>
    </div>
  )
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="panel sales-panel" aria-label={title}>
      <h2 className="sales-panel__title">{title}</h2>
      {children}
    </section>
  )
}
