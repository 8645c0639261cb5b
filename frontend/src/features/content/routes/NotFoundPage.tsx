import { Link } from 'react-router'

function LostPalletArt() {
  return (
    <svg className="not-found__art" viewBox="0 0 320 220" width="320" height="220" role="img" aria-labelledby="lost-title">
      <title id="lost-title">An empty pallet with one tipped-over carton and a question mark</title>
      <ellipse cx="160" cy="196" rx="130" ry="12" fill="#e6e9ef" />
      <g fill="#c98a2e" stroke="#0f1b2d" strokeWidth="3">
        <rect x="50" y="160" width="220" height="12" rx="2" />
        <rect x="60" y="172" width="30" height="14" />
        <rect x="145" y="172" width="30" height="14" />
        <rect x="230" y="172" width="30" height="14" />
      </g>
      <g transform="rotate(-14 215 130)">
        <rect x="180" y="104" width="74" height="52" rx="3" fill="#e7d3b0" stroke="#0f1b2d" strokeWidth="3" />
        <path d="M209 104v18h16v-18" fill="#d9bf93" stroke="#0f1b2d" strokeWidth="3" strokeLinejoin="round" />
      </g>
      <text x="110" y="136" textAnchor="middle" fontSize="92" fontWeight="800" fontFamily="system-ui, sans-serif" fill="#f5a524" stroke="#0f1b2d" strokeWidth="3">
        ?
      </text>
      <text x="160" y="40" textAnchor="middle" fontSize="30" fontWeight="800" fontFamily="system-ui, sans-serif" fill="#0f1b2d" letterSpacing="4">
        404
      </text>
    </svg>
  )
}

export default function NotFoundPage() {
  return (
    <div className="container page not-found">
      <LostPalletArt />
      <h1>This page isn&rsquo;t on any pallet</h1>
      <p className="muted">The link may be old, or the address mistyped. The catalogue and your orders are still where you left them.</p>
      <Link className="btn btn--primary btn--lg" to="/">
        Go to homepage
      </Link>
    </div>
  )
}
