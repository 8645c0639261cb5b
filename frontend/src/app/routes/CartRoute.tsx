import CartPage from '@/features/cart/routes/CartPage'
import { RequestQuoteButton } from '@/features/quotes/components/RequestQuoteButton'

/** The cart, with the quotes feature's "Request a quote" for all of its lines. */
export default function CartRoute() {
  return (
    <CartPage
      renderQuoteRequest={(cart) => (
        <RequestQuoteButton lines={cart.lines.map(({ productId, quantity }) => ({ productId, quantity }))}>
          <p>A price for all {cart.lines.length} lines of your cart, at the quantities in it.</p>
        </RequestQuoteButton>
      )}
    />
  )
}
