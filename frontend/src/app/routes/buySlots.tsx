import { AddToCartButton } from '@/features/cart/components/AddToCartButton'
import { CheckoutForm } from '@/features/cart/components/CheckoutForm'
import { placeBooking } from '@/features/orders/api/ordersApi'
import { BuyNowSummary, buyNowLanding } from '@/features/orders/components/BuyNowSummary'
import { RequestQuoteButton } from '@/features/quotes/components/RequestQuoteButton'
import { formatCount } from '@/lib/money'
import { useContractPrices } from '@/lib/myCompany'
import type { Product } from '@/lib/types'

/**
 * The one way to buy a product, wherever its buy box shows (its page, or the catalogue's "Buy
 * now" dialog): the cart's "Add to cart", checkout's form for this product alone, and the quotes
 * feature's request.
 */
export const buySlots = {
  renderAddToCart: (product: Product, quantity: number | null) => <AddToCartButton product={product} quantity={quantity} />,
  renderCheckout: (product: Product, quantity: number | null) => <BuyNowForm product={product} quantity={quantity} />,
  renderQuoteButton: (product: Product, quantity: number) => (
    <RequestQuoteButton lines={[{ productId: product.id, quantity }]}>
      <p>
        {formatCount(quantity)} × {product.name}
      </p>
    </RequestQuoteButton>
  ),
}

/** Checkout's form for one product: POST /api/bookings with the quantity and checkout's details. */
function BuyNowForm({ product, quantity }: { product: Product; quantity: number | null }) {
  const contractCents = useContractPrices().get(product.id)?.unitPriceCents
  return (
    <CheckoutForm
      place={(details) => placeBooking({ ...details, productId: product.id, quantity: quantity ?? 0 })}
      renderSummary={() => <BuyNowSummary product={product} quantity={quantity} contractCents={contractCents} />}
      blocked={quantity === null}
      landing={buyNowLanding}
    />
  )
}
