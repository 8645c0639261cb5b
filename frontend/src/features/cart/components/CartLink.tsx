import { NavLink } from 'react-router'
import { useIsSignedIn } from '@/features/auth/stores/session'
import { useCart } from '../hooks/useCart'
import '../cart.css'

/** The top bar's cart icon with the number of lines; it reads the cart when someone signs in. */
export function CartLink({ onClick }: { onClick?: () => void }) {
  const signedIn = useIsSignedIn()
  const count = useCart({ readAgain: false }).data?.lines.length ?? 0
  if (!signedIn) return null
  const label = count === 1 ? 'Cart, 1 line' : `Cart, ${count} lines`
  return (
    <NavLink to="/cart" className="cart-link" aria-label={label} title={label} onClick={onClick}>
      <svg className="cart-link__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
        <path d="M3 4h2.5l2.2 10.5h10.6L20.5 7H7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        <circle cx="9.5" cy="19" r="1.6" fill="currentColor" />
        <circle cx="17" cy="19" r="1.6" fill="currentColor" />
      </svg>
      <span className="cart-link__count num" aria-hidden="true">
        {count}
      </span>
    </NavLink>
  )
}
