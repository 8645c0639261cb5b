import AddToCartForm from '@/features/cart/components/AddToCartForm'
import PurchasePage from '@/features/orders/routes/PurchasePage'
import { RequestQuoteButton } from '@/features/quotes/components/RequestQuoteButton'
import { formatCount } from '@/lib/money'

/** The purchase page, with the cart's add-to-cart control and the quotes feature's request beside the one-product order form. */
export default function PurchaseRoute() {
  return (
    <PurchasePage
      renderAddToCart={(product) => <AddToCartForm product={product} />}
      renderQuoteRequest={(product, quantity) => (
        <div className="purchase__quote">
          <p className="muted">For {formatCount(quantity)} pieces we may beat our best listed price: ask us for a quote.</p>
          <RequestQuoteButton lines={[{ productId: product.id, quantity }]}>
            <p>
              {formatCount(quantity)} × {product.name}
            </p>
          </RequestQuoteButton>
        </div>
      )}
    />
  )
}
