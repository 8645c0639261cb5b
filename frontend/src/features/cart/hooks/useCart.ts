import { queryOptions, useMutation, useQuery } from '@tanstack/react-query'
import { useIsSignedIn } from '@/features/auth/stores/session'
import { queryClient } from '@/lib/queryClient'
import type { Cart } from '@/lib/types'
import { emptyCart, getCart, removeCartLine, setCartLine } from '../api/cartApi'

export const EMPTY_CART: Cart = { lines: [], subtotalCents: 0, taxCents: 0, totalCents: 0, taxRatePercent: '0' }

export const cartQuery = queryOptions({ queryKey: ['/api/cart'], queryFn: ({ signal }) => getCart(signal) })
const cartKey = cartQuery.queryKey

/**
 * The signed-in buyer's cart as the server last answered, shared by every reader; a page that
 * shows it reads it again as it opens, unless told the cache is already the latest.
 */
export function useCart({ readAgain = true } = {}) {
  return useQuery({ ...cartQuery, enabled: useIsSignedIn(), refetchOnMount: readAgain })
}

/** Takes the cart from any call that answers it (order again, quick order, checkout). */
export function keepCart(cart: Cart): void {
  queryClient.setQueryData(cartKey, cart)
}

/** Reads the cart again, e.g. after checkout refused lines that changed meanwhile. */
export function reloadCart(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: cartKey })
}

/** How many pieces of a product the cart holds now (0 when none). */
export function quantityInCart(cart: Cart | undefined, productId: string): number {
  return cart?.lines.find((line) => line.productId === productId)?.quantity ?? 0
}

interface LineChange {
  productId: string
  /** the line's new quantity; 0 removes it */
  quantity: number
}

/**
 * Sets a line's quantity (0 removes the line). The cart shows the change at once and takes the
 * server's priced answer when it comes; a refusal puts back the cart as it was.
 */
export function useCartLine() {
  return useMutation({
    mutationFn: ({ productId, quantity }: LineChange) => (quantity > 0 ? setCartLine(productId, quantity) : removeCartLine(productId)),
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: cartKey })
      const before = queryClient.getQueryData(cartKey)
      if (before) keepCart(withChange(before, change))
      return { before }
    },
    onError: (_err, _change, context) => {
      if (context?.before) keepCart(context.before)
    },
    onSuccess: keepCart,
  })
}

/** The cart with the change shown before the server prices it: totals follow its answer. */
function withChange(cart: Cart, { productId, quantity }: LineChange): Cart {
  const lines = quantity > 0 ? cart.lines.map((line) => (line.productId === productId ? { ...line, quantity } : line)) : cart.lines.filter((line) => line.productId !== productId)
  return { ...cart, lines }
}

export function useEmptyCart() {
  return useMutation({ mutationFn: emptyCart, onSuccess: () => keepCart(EMPTY_CART) })
}
