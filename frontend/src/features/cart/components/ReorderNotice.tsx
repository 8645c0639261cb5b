import type { CartLineError } from '@/lib/types'

/** After "Order again": the order's lines that could not go back into the cart, and why. */
export function ReorderNotice({ errors }: { errors: CartLineError[] }) {
  if (errors.length === 0) return null
  return (
    <section className="cart-notice panel" role="alert" aria-labelledby="reorder-title">
      <h2 id="reorder-title" className="cart-notice__title">
        Some lines of that order could not be added
      </h2>
      <ul className="cart-notice__list">
        {errors.map((error, index) => (
          <li key={`${error.productId ?? error.sku ?? ''}-${index}`}>
            {lineName(error) && <strong>{lineName(error)}: </strong>}
            {error.message}
          </li>
        ))}
      </ul>
    </section>
  )
}

function lineName(error: CartLineError): string {
  return error.productName || error.sku || ''
}
