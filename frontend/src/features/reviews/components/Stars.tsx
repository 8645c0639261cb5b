const STAR_PATH = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z'

export function StarIcon({ filled, size = 20 }: { filled: boolean; size?: number }) {
  return (
    <svg className={`star ${filled ? 'star--on' : ''}`} viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path d={STAR_PATH} />
    </svg>
  )
}

/** A read-only rating, read out as "4 out of 5 stars". */
export function Stars({ rating, size }: { rating: number; size?: number }) {
  return (
    <span className="stars" role="img" aria-label={`${rating} out of 5 stars`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <StarIcon key={n} filled={n <= rating} size={size} />
      ))}
    </span>
  )
}
