import { useState } from 'react'
import { toast } from 'react-toastify'
import { toApiError } from '@/lib/api'
import { formatCount } from '@/lib/money'
import type { Product } from '@/lib/types'
import { quantityInCart, useCart, useCartLine } from './useCart'

/**
 * Adds pieces of a product to what the cart already holds. A line checkout would refuse (below
 * its minimum, short of stock) is said at once, not with a green "added".
 */
export function useAddToCart(product: Product) {
  const cart = useCart({ readAgain: false }).data
  const changeLine = useCartLine()
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)

  async function add(pieces: number | null) {
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

  return { add, busy, error, clearError: () => setError('') }
}

/** Under the quantity: the cart's line and what stops it from being checked out. */
function lineProblemText(total: number, problem: string): string {
  return `Your cart holds ${formatCount(total)} pcs of this product, which can’t be checked out: ${problem}.`
}
