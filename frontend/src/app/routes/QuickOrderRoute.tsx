import { keepCart } from '@/features/cart/hooks/useCart'
import QuickOrderPage from '@/features/quickorder/routes/QuickOrderPage'

/** Quick order, keeping the cart (and the top bar's count) in step with what it added. */
export default function QuickOrderRoute() {
  return <QuickOrderPage onCartChanged={keepCart} />
}
