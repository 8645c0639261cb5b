import { AddToCartButton } from '@/features/cart/components/AddToCartButton'
import { CheckoutForm } from '@/features/cart/components/CheckoutForm'
import { CategoryCrumbs, ProductSpecs } from '@/features/catalogue/components/ProductSpecs'
import { placeBooking } from '@/features/orders/api/ordersApi'
import { BuyNowSummary, buyNowLanding } from '@/features/orders/components/BuyNowSummary'
import PurchasePage from '@/features/orders/routes/PurchasePage'
import { RequestQuoteButton } from '@/features/quotes/components/RequestQuoteButton'
import { formatCount } from '@/lib/money'
import { useContractPrices } from '@/lib/myCompany'
import type { Product } from '@/lib/types'

/**
 * The purchase page, with the cart's "Add to cart" and checkout form ("Buy now" orders this
 * product alone through it), the quotes feature's request, and the catalogue's breadcrumb and
 * specifications.
 */
export default function PurchaseRoute() {
  return (
    <PurchasePage
      renderAddToCart={(product, quantity) => <AddToCartButton product={product} quantity={quantity} />}
      renderCheckout={(product, quantity) => <BuyNowForm product={product} quantity={quantity} />}
      renderQuoteButton={(product, quantity) => (
        <RequestQuoteButton lines={[{ productId: product.id, quantity }]}>
          <p>
            {formatCount(quantity)} × {product.name}
          </p>
        </RequestQuoteButton>
      )}
      renderCrumbs={(product) => <CategoryCrumbs product={product} />}
      renderSpecs={(product) => <ProductSpecs product={product} />}
    />
  )
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
