import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense } from 'react'
import { Link, useParams } from 'react-router'
import { EmptyState } from '@/components/ui/EmptyState'
import { ErrorState } from '@/components/ui/ErrorState'
import { PageSkeleton, Skeleton } from '@/components/ui/Skeleton'
import { useAppConfig } from '@/config/appConfig'
import { useCurrentUser } from '@/features/auth/stores/session'
import type { Booking } from '@/lib/types'
import { useTitle } from '@/lib/useTitle'
import { bookingQuery, keepPaidBooking, paymentIntentQuery } from '../api/paymentsApi'
import { OrderSummary } from '../components/OrderSummary'
import { PaymentReceipt } from '../components/PaymentReceipt'
import type { PayFormProps } from '../components/payFormProps'
import { TestCardForm } from '../components/TestCardForm'
import '../payments.css'

const StripePayment = lazy(() => import('../components/StripePayment'))

// Route /dashboard/payment/:id: the order summary and the card form.
export default function PaymentPage() {
  const { id = '' } = useParams()
  const booking = useQuery(bookingQuery(id))
  const current = booking.data
  const heading = current ? `${current.paid ? 'Order' : 'Pay for order'} ${current.reference}` : 'Pay for your order'
  useTitle(current && heading)

  return (
    <div className="dash-page">
      <header className="dash-page__head">
        <h1>{heading}</h1>
      </header>
      {booking.isLoading && <PageSkeleton label="Loading your order" />}
      {booking.error?.status === 404 && (
        <EmptyState icon="search" title="We couldn't find that order" action={<Link className="btn btn--primary btn--md" to="/dashboard/myOrders">Go to My Orders</Link>}>
          Open the order you want to pay from My Orders.
        </EmptyState>
      )}
      {booking.error && booking.error.status !== 404 && <ErrorState message={booking.error.message} onRetry={() => void booking.refetch()} />}
      {current && (
        <div className="payment">
          <OrderSummary booking={current} />
          {current.paid ? (
            <PaymentReceipt booking={current} />
          ) : (
            <section className="payment__pay panel" aria-labelledby="pay-title">
              <h2 id="pay-title" className="payment__title">
                Card payment
              </h2>
              <PaymentBody booking={current} onPaid={keepPaidBooking} />
            </section>
          )}
        </div>
      )}
    </div>
  )
}

interface PaymentBodyProps {
  booking: Booking
  onPaid: (booking: Booking) => void
}

const CLOSED_REASONS: Partial<Record<Booking['status'], string>> = {
  cancelled: 'This order was cancelled',
  refunded: 'This order was refunded',
  expired: "This order's reservation ran out",
}

function PaymentBody({ booking, onPaid }: PaymentBodyProps) {
  const closed = CLOSED_REASONS[booking.status]
  if (closed) {
    return (
      <p className="payment__closed">
        {closed}, so there is nothing to pay. <Link to="/products">Place a new order</Link> from the catalogue.
      </p>
    )
  }
  return <PaymentForm booking={booking} onPaid={onPaid} />
}

function PaymentForm({ booking, onPaid }: { booking: Booking; onPaid: (booking: Booking) => void }) {
  const user = useCurrentUser()
  const config = useAppConfig()
  const intent = useQuery(paymentIntentQuery(booking.id))
  const mode = intent.data?.mode ?? config?.paymentMode
  const props: PayFormProps = {
    bookingId: booking.id,
    amountCents: intent.data?.amountCents ?? booking.totalPriceCents,
    clientSecret: intent.data?.clientSecret ?? null,
    defaultName: user?.name ?? booking.clientName,
    defaultEmail: user?.email ?? booking.user,
    onPaid,
  }

  return (
    <>
      {intent.error && <ErrorState message={intent.error.message} onRetry={() => void intent.refetch()} />}
      {!mode && <Skeleton height="20rem" />}
      {mode === 'test' && <TestCardForm {...props} />}
      {mode === 'stripe' && !config?.stripePublishableKey && config !== null && (
        <ErrorState message="Card payments are not set up on this shop yet. Contact us and we will send a bank-transfer invoice." />
      )}
      {mode === 'stripe' && config?.stripePublishableKey && (
        <Suspense fallback={<Skeleton height="14rem" />}>
          <StripePayment publishableKey={config.stripePublishableKey} {...props} />
        </Suspense>
      )}
    </>
  )
}
