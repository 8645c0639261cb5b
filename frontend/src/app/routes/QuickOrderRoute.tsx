import { useCart } from '@/features/cart/stores/cart'
import QuickOrderPage from '@/features/quickorder/routes/QuickOrderPage'

/** Quick order, keeping the cart (and the top bar's count) in step with what it added. */
export default function QuickOrderRoute() {
  return <QuickOrderPage onCartChanged={(cart) => useCart.getState().apply(cart)} />
}
