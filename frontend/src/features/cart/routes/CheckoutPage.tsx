import { Link } from 'react-router'
import { EmptyState } from '@/components/ui/EmptyState'
import { ErrorState } from '@/components/ui/ErrorState'
import { PageSkeleton } from '@/components/ui/Skeleton'
import type { Cart } from '@/lib/types'
import { checkout } from '../api/cartApi'
import { CheckoutForm } from '../components/CheckoutForm'
import { CheckoutSummary } from '../components/CheckoutSummary'
import { EMPTY_CART, keepCart, reloadCart, useCart } from '../hooks/useCart'
import '../cart-pages.css'

// Route /checkout (sign-in required): where the order ships, then one unpaid order for the whole cart.
export default function CheckoutPage() {
  const query = useCart()
  const cart = query.data
  const loadError = query.error

  return (
    <div className="container page checkout-page">
      <nav className="checkout__crumbs" aria-label="Breadcrumb">
        <Link to="/cart">← Your cart</Link>
      </nav>
      <header className="page-head">
        <h1>Checkout</h1>
      </header>
      {!cart && !loadError && <PageSkeleton label="Loading your cart" />}
      {!cart && loadError && <ErrorState message={loadError.message} onRetry={() => void query.refetch()} />}
      {cart && cart.lines.length === 0 && (
        <EmptyState icon="cart" title="Your cart is empty" action={<Link className="btn btn--primary btn--md" to="/products">Browse products</Link>}>
          Add products to your cart first; checkout orders all of them at once.
        </EmptyState>
      )}
      {cart && cart.lines.length > 0 && <CartCheckoutForm cart={cart} />}
    </div>
  )
}

/** Orders the whole cart, which empties; lines refused meanwhile are read again. */
function CartCheckoutForm({ cart }: { cart: Cart }) {
  return (
    <CheckoutForm
      place={checkout}
      renderSummary={(lineErrors) => <CheckoutSummary cart={cart} lineErrors={lineErrors} />}
      blocked={cart.lines.some((line) => line.problem)}
      onPlaced={() => keepCart(EMPTY_CART)}
      onLinesRefused={() => void reloadCart()}
    />
  )
}
