import ProductsPage from '@/features/catalogue/routes/ProductsPage'
import QuickOrderForm from '@/features/orders/components/QuickOrderForm'

/** The catalogue, with the orders feature's booking form opening in place under a card. */
export default function ProductsRoute() {
  return <ProductsPage renderQuickOrder={(product, close) => <QuickOrderForm product={product} onDone={close} />} />
}
