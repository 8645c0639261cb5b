import { useId, useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/Button'
import { Input } from '@/components/ui/Input'
import { useIsSignedIn } from '@/features/auth/stores/session'
import { parseQuantity } from '@/lib/quantity'
import type { Product } from '@/lib/types'
import { useAddToCart } from '../hooks/useAddToCart'
import '../cart.css'

interface AddToCartFormProps {
  product: Product
  /** the smaller layout used on a product card */
  compact?: boolean
}

/** A quantity (starting at the product's MOQ) and "Add to cart"; adds to what the cart already holds. */
export default function AddToCartForm({ product, compact = false }: AddToCartFormProps) {
  const signedIn = useIsSignedIn()
  const { add, busy, error, clearError } = useAddToCart(product)
  const [quantity, setQuantity] = useState(String(product.minOrderQuantity))
  const errorId = useId()
  if (!signedIn) return null

  function submit(event: FormEvent) {
    event.preventDefault()
    void add(parseQuantity(quantity))
  }

  return (
    <form className={`add-to-cart ${compact ? 'add-to-cart--compact' : ''}`} onSubmit={submit} noValidate aria-label={`Add ${product.name} to the cart`}>
      <div className="add-to-cart__row">
        <Input
          label="Pieces"
          name="cartQuantity"
          inputMode="numeric"
          value={quantity}
          onChange={(e) => {
            setQuantity(e.target.value)
            clearError()
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          disabled={!product.orderable}
        />
        <Button type="submit" variant={compact ? 'secondary' : 'primary'} loading={busy} disabled={!product.orderable}>
          Add to cart
        </Button>
      </div>
      {error && (
        <p className="field__error" id={errorId} role="alert">
          {error}
        </p>
      )}
    </form>
  )
}
