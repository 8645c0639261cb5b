interface PaginationProps {
  page: number
  total: number
  limit: number
  onPage: (page: number) => void
  label?: string
}

export function Pagination({ page, total, limit, onPage, label = 'Pages' }: PaginationProps) {
  const pages = Math.max(1, Math.ceil(total / limit))
  if (pages <= 1) return null
  const first = (page - 1) * limit + 1
  const last = Math.min(total, page * limit)
  return (
    <nav className="pagination" aria-label={label}>
      <button type="button" className="btn btn--secondary btn--sm" onClick={() => onPage(page - 1)} disabled={page <= 1}>
        ← Previous
      </button>
      <span className="pagination__status num" aria-live="polite">
        {first}–{last} of {total} · page {page} of {pages}
      </span>
      <button type="button" className="btn btn--secondary btn--sm" onClick={() => onPage(page + 1)} disabled={page >= pages}>
        Next →
      </button>
    </nav>
  )
}
