import { lazy, Suspense } from 'react'
import { Spinner } from '@/components/ui/Spinner'
import AddToCartForm from '@/features/cart/components/AddToCartForm'
import ProductsPage from '@/features/catalogue/routes/ProductsPage'

// The booking form (and the orders API) loads only when a visitor opens it from a card.
const QuickOrderForm = lazy(() => import('@/features/orders/components/QuickOrderForm'))

/** The catalogue, with the cart's add-to-cart control on each card and the orders feature's booking form in a dialog over the page. */
export default function ProductsRoute() {
  return (
    <ProductsPage
      renderQuickOrder={(product, close) => (
        <Suspense fallback={<Spinner label="Loading the order form" />}>
          <QuickOrderForm product={product} onDone={close} />
        </Suspense>
      )}
      renderAddToCart={(product) => product.orderable && <AddToCartForm product={product} compact />}
    />
  )
}
