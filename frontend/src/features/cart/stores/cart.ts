import { create } from 'zustand'
import { toApiError, type ApiError } from '@/lib/api'
import type { Cart } from '@/lib/types'
import { emptyCart, getCart, removeCartLine, setCartLine } from '../api/cartApi'

export const EMPTY_CART: Cart = { lines: [], subtotalCents: 0, taxCents: 0, totalCents: 0, taxRatePercent: '0' }

export interface CartState {
  /** the server's cart as last answered; null until it has been read */
  cart: Cart | null
  /** why the last read failed; null after a good one */
  loadError: ApiError | null
  /** reads the cart; a failure keeps what was shown and sets loadError */
  load: () => Promise<void>
  /** takes the cart from any cart call's answer */
  apply: (cart: Cart) => void
  /** forgets the cart (signed out) */
  clear: () => void
  setLine: (productId: string, quantity: number) => Promise<Cart>
  removeLine: (productId: string) => Promise<Cart>
  empty: () => Promise<void>
}

// Bumped on clear, so an answer that arrives after sign-out is dropped.
let generation = 0

/** A mirror of the server's cart: every change goes to the server and its answer is kept. */
export const useCart = create<CartState>()((set, get) => {
  async function keep(call: () => Promise<Cart>): Promise<Cart> {
    const started = generation
    const cart = await call()
    if (started === generation) set({ cart })
    return cart
  }

  return {
    cart: null,
    loadError: null,
    load: async () => {
      set({ loadError: null })
      try {
        await keep(() => getCart())
      } catch (err) {
        set({ loadError: toApiError(err) })
      }
    },
    apply: (cart) => set({ cart }),
    clear: () => {
      generation++
      set({ cart: null, loadError: null })
    },
    setLine: (productId, quantity) => keep(() => setCartLine(productId, quantity)),
    removeLine: (productId) => keep(() => removeCartLine(productId)),
    empty: async () => {
      await emptyCart()
      get().apply(EMPTY_CART)
    },
  }
})

/** How many pieces of a product the cart holds now (0 when none). */
export function quantityInCart(cart: Cart | null, productId: string): number {
  return cart?.lines.find((line) => line.productId === productId)?.quantity ?? 0
}
