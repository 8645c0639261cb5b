import { Link } from 'react-router'
import { useIsSignedIn } from '@/features/auth/stores/session'

export function JoinBanner() {
  const signedIn = useIsSignedIn()
  return (
    <section className="join container" aria-labelledby="join-title">
      <div className="join__inner">
        <div>
          <h2 id="join-title">Buying for a reseller, an integrator or an IT department?</h2>
          <p>Open a free trade account: order by the pallet, pay by card or on invoice terms, and follow every shipment from our warehouse to your dock.</p>
        </div>
        {signedIn ? (
          <Link className="btn btn--primary btn--lg" to="/products">
            Browse the catalogue
          </Link>
        ) : (
          <Link className="btn btn--primary btn--lg" to="/signup">
            Join Pallet
          </Link>
        )}
      </div>
    </section>
  )
}
