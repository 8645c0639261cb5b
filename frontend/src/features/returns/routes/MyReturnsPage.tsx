import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { EmptyState } from '@/components/ui/EmptyState'
import { ErrorState } from '@/components/ui/ErrorState'
import { PageSkeleton } from '@/components/ui/Skeleton'
import { myReturnsQuery } from '../api/returnsApi'
import { ReturnsList } from '../components/ReturnsList'
import '../returns.css'

// Route /dashboard/returns: the buyer's returns (a company admin's: the company's too).
export default function MyReturnsPage() {
  const returns = useQuery(myReturnsQuery())
  const items = returns.data?.items
  return (
    <div className="dash-page">
      <header className="dash-page__head">
        <h1>My Returns</h1>
        <p className="muted">
          To send pieces back, open the delivered order in <Link to="/dashboard/myOrders">My Orders</Link> and choose Return items.
        </p>
      </header>
      {returns.isLoading && <PageSkeleton label="Loading your returns" />}
      {returns.error && <ErrorState message={returns.error.message} onRetry={() => void returns.refetch()} />}
      {items && items.length === 0 && (
        <EmptyState icon="box" title="No returns yet">
          A return you ask for shows here with the shop&apos;s answer and how to send the pieces back.
        </EmptyState>
      )}
      {items && items.length > 0 && <ReturnsList returns={items} showOrder />}
    </div>
  )
}
