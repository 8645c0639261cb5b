import { lazy, Suspense } from 'react'
import { Spinner } from '@/components/ui/Spinner'
import { useIsSignedIn } from '@/features/auth/stores/session'
import AddToCartForm from '@/features/cart/components/AddToCartForm'
import ProductsPage from '@/features/catalogue/routes/ProductsPage'

// checkout's form (and the orders API) loads only when a buyer opens "Buy now" from a card
const BuyNowDialog = lazy(() => import('./BuyNowDialog'))

/**
 * The catalogue, with the cart's add-to-cart control on each card and, for a signed-in buyer,
 * "Buy now": the product page's buy box (checkout's own form) in a dialog over the page.
 */
export default function ProductsRoute() {
  const signedIn = useIsSignedIn()
  return (
    <ProductsPage
      renderAddToCart={(product) => product.orderable && <AddToCartForm product={product} compact />}
      renderBuyNow={
        signedIn
          ? (product) => (
              <Suspense fallback={<Spinner label="Loading the order form" />}>
                <BuyNowDialog product={product} />
              </Suspense>
            )
          : undefined
      }
    />
  )
}
