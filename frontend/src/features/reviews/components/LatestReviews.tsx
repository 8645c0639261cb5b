// Placeholder: the second front-end helper replaces this file (keep the default export's name and props).
// The home page shows the 6 newest reviews here.
export default function LatestReviews() {
  return (
    <section className="section container" aria-labelledby="latest-reviews-title">
      <div className="section__head">
        <h2 id="latest-reviews-title">What buyers say</h2>
      </div>
    </section>
  )
}
