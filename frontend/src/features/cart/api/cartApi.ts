import { client, dataOf } from '@/lib/api'
import type { CheckoutInput } from '@/lib/types'

const line = (productId: string) => ({ params: { path: { productId } } })

export function getCart(signal?: AbortSignal) {
  return dataOf(client.GET('/api/cart', { signal }))
}

/** Sets the line's quantity (not adds to it); answers the whole cart. */
export function setCartLine(productId: string, quantity: number) {
  return dataOf(client.PUT('/api/cart/lines/{productId}', { ...line(productId), body: { quantity } }))
}

export function removeCartLine(productId: string) {
  return dataOf(client.DELETE('/api/cart/lines/{productId}', line(productId)))
}

export function emptyCart() {
  return dataOf(client.DELETE('/api/cart'))
}

/** Reserves every line together and empties the cart; answers the unpaid order. */
export function checkout(input: CheckoutInput) {
  return dataOf(client.POST('/api/cart/checkout', { body: input }))
}
