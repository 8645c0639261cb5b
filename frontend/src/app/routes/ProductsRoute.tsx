import AddToCartForm from '@/features/cart/components/AddToCartForm'
import ProductsPage from '@/features/catalogue/routes/ProductsPage'

/**
 * The catalogue, with the cart's add-to-cart control on each card. A card offers no order form of
 * its own: a product is bought from its page (Order Now), where checkout's form takes the order.
 */
export default function ProductsRoute() {
  return <ProductsPage renderAddToCart={(product) => product.orderable && <AddToCartForm product={product} compact />} />
}
