import { Button } from '@/components/ui/Button'
import type { Product } from '@/lib/types'
import { useAddToCart } from '../hooks/useAddToCart'

interface AddToCartButtonProps {
  product: Product
  /** the pieces typed in the page's own quantity box; null while it is not a whole number */
  quantity: number | null
}

/** "Add to cart" for the quantity the product page's buy box holds. */
export function AddToCartButton({ product, quantity }: AddToCartButtonProps) {
  const { add, busy, error } = useAddToCart(product)
  return (
    <div className="add-to-cart-button">
      <Button type="button" size="lg" className="btn--block" loading={busy} onClick={() => void add(quantity)}>
        Add to cart
      </Button>
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  )
}
