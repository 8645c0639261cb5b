import AddToCartForm from '@/features/cart/components/AddToCartForm'
import { CategoryCrumbs, ProductSpecs } from '@/features/catalogue/components/ProductSpecs'
import PurchasePage from '@/features/orders/routes/PurchasePage'
import { RequestQuoteButton } from '@/features/quotes/components/RequestQuoteButton'
import { formatCount } from '@/lib/money'

/** The purchase page, with the cart's add-to-cart control, the quotes feature's request, and the catalogue's breadcrumb and specifications. */
export default function PurchaseRoute() {
  return (
    <PurchasePage
      renderAddToCart={(product) => <AddToCartForm product={product} />}
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
