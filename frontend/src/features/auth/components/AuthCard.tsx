import type { ReactNode } from 'react'

interface AuthCardProps {
  title: string
  lead: string
  children: ReactNode
  footer: ReactNode
}

export function AuthCard({ title, lead, children, footer }: AuthCardProps) {
  return (
    <div className="auth">
      <section className="auth__card" aria-labelledby="auth-title">
        <h1 id="auth-title" className="auth__title">
          {title}
        </h1>
        <p className="auth__lead">{lead}</p>
        {children}
        <div className="auth__footer">{footer}</div>
      </section>
      <aside className="auth__aside" aria-label="Why buyers use Pallet">
        <h2>Trade accounts, pallet prices</h2>
        <ul className="checklist">
          <li>Each product&rsquo;s minimum order shown up front, shipped on pallets</li>
          <li>Prices shown per piece, totals worked out for you</li>
          <li>Track every order from unpaid to delivered</li>
        </ul>
      </aside>
    </div>
  )
}
