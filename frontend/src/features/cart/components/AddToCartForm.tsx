import { useId, useState, type FormEvent } from 'react'
import { toast } from 'react-toastify'
import { Button } from '@/components/ui/Button'
import { Input } from '@/components/ui/Input'
import { useIsSignedIn } from '@/features/auth/stores/session'
import { toApiError } from '@/lib/api'
import { formatCount } from '@/lib/money'
import { parseQuantity } from '@/lib/quantity'
import type { Product } from '@/lib/types'
import { quantityInCart, useCart, useCartLine } from '../hooks/useCart'
import '../cart.css'

interface AddToCartFormProps {
  product: Product
  /** the smaller layout used on a product card */
  compact?: boolean
}

/** A quantity (starting at the product's MOQ) and "Add to cart"; adds to what the cart already holds. */
export default function AddToCartForm({ product, compact = false }: AddToCartFormProps) {
  const signedIn = useIsSignedIn()
  const cart = useCart({ readAgain: false }).data
  const changeLine = useCartLine()
  const [quantity, setQuantity] = useState(String(product.minOrderQuantity))
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const errorId = useId()
  if (!signedIn) return null

  async function submit(event: FormEvent) {
    event.preventDefault()
    const pieces = parseQuantity(quantity)
    if (pieces === null || pieces < 1) {
      setError('Enter a whole number of pieces')
      return
    }
    setBusy(true)
    setError('')
    try {
      const total = quantityInCart(cart, product.id) + pieces
      const answer = await changeLine.mutateAsync({ productId: product.id, quantity: total })
      const problem = answer.lines.find((line) => line.productId === product.id)?.problem
      if (problem) {
        // in the cart, but checkout would refuse it: say so now, not with a green "added"
        setError(lineProblemText(total, problem))
        toast.warning(`${formatCount(pieces)} × ${product.name} added, but the line can’t be checked out yet. ${problem}.`)
      } else {
        toast.success(`${formatCount(pieces)} × ${product.name} added to your cart.`)
      }
    } catch (err) {
      const apiError = toApiError(err)
      setError(apiError.fields.quantity ?? apiError.message)
    } finally {
      setBusy(false)
    }
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
            setError('')
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

/** Under the quantity: the cart's line and what stops it from being checked out. */
function lineProblemText(total: number, problem: string): string {
  return `Your cart holds ${formatCount(total)} pcs of this product, which can’t be checked out: ${problem}.`
}
