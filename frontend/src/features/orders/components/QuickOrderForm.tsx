import { Link, useLocation } from 'react-router'
import { useIsSignedIn } from '@/features/auth/stores/session'
import type { Product } from '@/lib/types'
import { OrderForm } from './OrderForm'

export interface QuickOrderFormProps {
  product: Product
  /** called after a successful booking (the form closes) */
  onDone: () => void
}

/** The booking form that opens in place on the products page; it closes after booking. */
export default function QuickOrderForm({ product, onDone }: QuickOrderFormProps) {
  const signedIn = useIsSignedIn()
  const location = useLocation()
  if (!signedIn) {
    return (
      <p className="quick-order quick-order__signin">
        <Link to="/login" state={{ from: location }}>
          Log in
        </Link>{' '}
        to order {product.name}; you come straight back here.
      </p>
    )
  }
  return (
    <div className="quick-order">
      <OrderForm product={product} compact onBooked={onDone} />
      <p className="quick-order__note muted">Pay for it any time from My Orders.</p>
    </div>
  )
}
