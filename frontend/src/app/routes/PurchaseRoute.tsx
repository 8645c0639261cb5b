import { CategoryCrumbs, ProductSpecs } from '@/features/catalogue/components/ProductSpecs'
import PurchasePage from '@/features/orders/routes/PurchasePage'
import { buySlots } from './buySlots'

/**
 * The purchase page, with the one way to buy (the cart's "Add to cart", checkout's form for this
 * product, the quotes feature's request) and the catalogue's breadcrumb and specifications.
 */
export default function PurchaseRoute() {
  return <PurchasePage {...buySlots} renderCrumbs={(product) => <CategoryCrumbs product={product} />} renderSpecs={(product) => <ProductSpecs product={product} />} />
}
