import { reloadCart } from '@/features/cart/hooks/useCart'
import CartPage from '@/features/cart/routes/CartPage'
import { RequestQuoteButton } from '@/features/quotes/components/RequestQuoteButton'

/**
 * The cart, with the quotes feature's "Request a quote" for all of its lines. The server moves
 * exactly those lines out of the cart with the request (fromCart), so an accepted quote and a
 * checkout of the same cart can't order them twice, and a line added meanwhile stays.
 */
export default function CartRoute() {
  return (
    <CartPage
      renderQuoteRequest={(cart) => (
        <RequestQuoteButton lines={cart.lines.map(({ productId, quantity }) => ({ productId, quantity }))} fromCart onRequested={reloadCart}>
          <p>
            A price for all {cart.lines.length} lines of your cart, at the quantities in it. The lines move from your cart into the quote.
          </p>
        </RequestQuoteButton>
      )}
    />
  )
}
