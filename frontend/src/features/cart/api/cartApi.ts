import { api } from '@/lib/api'
import type { Booking, Cart, CheckoutInput } from '@/lib/types'

const linePath = (productId: string) => `/api/cart/lines/${encodeURIComponent(productId)}`

export function getCart(signal?: AbortSignal): Promise<Cart> {
  return api<Cart>('/api/cart', { signal })
}

/** Sets the line's quantity (not adds to it); answers the whole cart. */
export function setCartLine(productId: string, quantity: number): Promise<Cart> {
  return api<Cart>(linePath(productId), { method: 'PUT', body: { quantity } })
}

export function removeCartLine(productId: string): Promise<Cart> {
  return api<Cart>(linePath(productId), { method: 'DELETE' })
}

export function emptyCart(): Promise<void> {
  return api<void>('/api/cart', { method: 'DELETE' })
}

/** Reserves every line together and empties the cart; answers the unpaid order. */
export function checkout(input: CheckoutInput): Promise<Booking> {
  return api<Booking>('/api/cart/checkout', { method: 'POST', body: input })
}
