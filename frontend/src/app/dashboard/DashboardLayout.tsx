import { Suspense, useEffect, useRef, useState, type KeyboardEvent } from 'react'
import { NavLink, Outlet } from 'react-router'
import { Avatar } from '@/components/ui/Avatar'
import { PageSkeleton } from '@/components/ui/Skeleton'
import { VerifyEmailBanner } from '@/features/auth/components/VerifyEmailBanner'
import { useCurrentUser } from '@/features/auth/stores/session'
import { useMyCompany } from '@/lib/myCompany'
import '@/styles/dashboard.css'
import { menuFor } from './menu'

/** Side menu on a desktop, a drawer on a phone; the nested page renders beside it. */
export default function DashboardLayout() {
  const user = useCurrentUser()
  const [drawerOpen, setDrawerOpen] = useState(false)
  const items = menuFor(Boolean(user?.isAdmin), useMyCompany())
  const close = () => setDrawerOpen(false)
  const closeRef = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    // move focus into the drawer when it opens on a phone
    if (drawerOpen) closeRef.current?.focus()
  }, [drawerOpen])

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape') close()
  }

  return (
    <div className="dashboard container">
      <button type="button" className="btn btn--secondary btn--md dashboard__menu-btn" aria-expanded={drawerOpen} aria-controls="dashboard-menu" onClick={() => setDrawerOpen(true)}>
        <span className="burger-icon burger-icon--dark" aria-hidden="true" /> Dashboard menu
      </button>
      {drawerOpen && <div className="dashboard__scrim" onClick={close} aria-hidden="true" />}
      <aside id="dashboard-menu" className={`dashboard__side ${drawerOpen ? 'is-open' : ''}`} aria-label="Dashboard" onKeyDown={onKeyDown}>
        <div className="dashboard__who">
          {user && <Avatar name={user.name} email={user.email} photoUrl={user.photoUrl} size={40} />}
          <div>
            <p className="dashboard__name">{user?.name || user?.email}</p>
            <p className="dashboard__role">{user?.isAdmin ? 'Admin' : 'Trade customer'}</p>
          </div>
          <button ref={closeRef} type="button" className="icon-btn dashboard__close" aria-label="Close menu" onClick={close}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <nav aria-label="Dashboard pages">
          <ul className="side-menu">
            {items.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.end} className="side-menu__link" onClick={close}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <section className="dashboard__content">
        <VerifyEmailBanner />
        <Suspense fallback={<PageSkeleton />}>
          <Outlet />
        </Suspense>
      </section>
    </div>
  )
}
