import { useState } from 'react'
import { Link, NavLink, useNavigate } from 'react-router'
import { toast } from 'react-toastify'
import { Avatar } from '@/components/ui/Avatar'
import { useSession } from '@/features/auth/stores/session'
import { CartLink } from '@/features/cart/components/CartLink'
import firstView from '@/config/firstView.json'

interface NavItem {
  to: string
  label: string
  end?: boolean
}

// shared with the server, which paints the same links before this script has loaded
const PUBLIC_LINKS: NavItem[] = firstView.links
const MORE_LINKS: NavItem[] = firstView.moreLinks

export function TopNav() {
  const user = useSession((state) => state.user)
  const status = useSession((state) => state.status)
  const signOut = useSession((state) => state.signOut)
  const navigate = useNavigate()
  const [open, setOpen] = useState(false)
  const close = () => setOpen(false)

  const links: NavItem[] = [...PUBLIC_LINKS, ...(user ? [{ to: '/dashboard', label: 'Dashboard' }] : []), ...MORE_LINKS]

  async function onSignOut() {
    close()
    await signOut()
    toast.info('You are signed out.')
    navigate('/')
  }

  return (
    <header className="topnav">
      <div className="container topnav__inner">
        <Link to="/" className="brand-mark" onClick={close}>
          <img src="/logo.svg" alt="" width={32} height={32} />
          <span>Pallet</span>
        </Link>
        <button type="button" className="topnav__burger" aria-expanded={open} aria-controls="main-menu" onClick={() => setOpen(!open)}>
          <span className="burger-icon" aria-hidden="true" />
          <span className="visually-hidden">Menu</span>
        </button>
        <nav id="main-menu" className={`topnav__menu ${open ? 'is-open' : ''}`} aria-label="Main">
          <ul className="topnav__links">
            {links.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.end} className="topnav__link" onClick={close}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <div className="topnav__account">
            {user ? (
              <>
                <Link to="/dashboard" className="topnav__user" onClick={close} title={user.email}>
                  <Avatar name={user.name} email={user.email} photoUrl={user.photoUrl} size={32} />
                  <span className="topnav__user-name">{user.name || user.email}</span>
                </Link>
                <button type="button" className="btn btn--on-dark btn--sm" onClick={() => void onSignOut()}>
                  Sign Out
                </button>
              </>
            ) : (
              status !== 'checking' && (
                <Link to="/login" className="btn btn--primary btn--sm" onClick={close}>
                  Login
                </Link>
              )
            )}
          </div>
        </nav>
        <CartLink onClick={close} />
      </div>
    </header>
  )
}
