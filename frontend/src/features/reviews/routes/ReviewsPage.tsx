// Placeholder: the second front-end helper replaces this file (keep the default export's name and props).
export default function ReviewsPage() {
  return (
    <div className="container page">
      <header className="page-head">
        <h1>Reviews</h1>
        <p className="page-head__lead">What trade buyers say about ordering from Pallet.</p>
      </header>
    </div>
  )
}
