import OrderDetailPage from '@/features/orders/routes/OrderDetailPage'
import { OrderRefunds } from '@/features/refunds/components/OrderRefunds'
import { RefundButton } from '@/features/refunds/components/RefundButton'
import { OrderReturns } from '@/features/returns/components/OrderReturns'

/** An order's page, with the order desk's Refund, and the order's refunds and returns. */
export default function OrderDetailRoute() {
  return (
    <OrderDetailPage
      renderActions={(booking, viewer) => viewer.shopAdmin && <RefundButton booking={booking} />}
      renderSections={(booking, viewer) => (
        <>
          <OrderRefunds booking={booking} />
          <OrderReturns booking={booking} canReturn={viewer.owner || viewer.companyAdmin} />
        </>
      )}
    />
  )
}
