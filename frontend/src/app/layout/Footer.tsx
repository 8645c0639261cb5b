import { Link } from 'react-router'

const COLUMNS = [
  {
    title: 'Services',
    links: [
      { to: '/products', label: 'Bulk hardware catalogue' },
      { to: '/about#shipping', label: 'Shipping by pallet' },
      { to: '/about#payment', label: 'Payment terms' },
      { to: '/dashboard/myOrders', label: 'Track your orders' },
    ],
  },
  {
    title: 'Company',
    links: [
      { to: '/about', label: 'About Pallet' },
      { to: '/reviews', label: 'Customer reviews' },
      { to: '/blogs', label: 'Blog' },
      { to: '/myPortfolio', label: 'The team' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { to: '/about#terms', label: 'Terms of sale' },
      { to: '/about#privacy', label: 'Privacy' },
      { to: '/about#returns', label: 'Returns and warranty' },
    ],
  },
]

export function Footer() {
  return (
    <footer className="footer">
      <div className="container footer__inner">
        <div className="footer__brand">
          <Link to="/" className="brand-mark brand-mark--footer">
            <img src="/logo.svg" alt="" width={32} height={32} />
            <span>Pallet</span>
          </Link>
          <p>Computer hardware by the pallet for resellers, system builders and IT departments. Prices per piece in USD; minimum orders per line.</p>
        </div>
        {COLUMNS.map((column) => (
          <nav className="footer__col" key={column.title} aria-label={column.title}>
            <h2 className="footer__title">{column.title}</h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="container footer__bottom">
        <p>© {new Date().getFullYear()} Pallet Trade Supply. All prices exclude import duties.</p>
      </div>
    </footer>
  )
}
