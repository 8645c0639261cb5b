import AddToCartForm from '@/features/cart/components/AddToCartForm'
import PurchasePage from '@/features/orders/routes/PurchasePage'

/** The purchase page, with the cart's add-to-cart control beside the one-product order form. */
export default function PurchaseRoute() {
  return <PurchasePage renderAddToCart={(product) => <AddToCartForm product={product} />} />
}
