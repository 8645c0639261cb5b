import { Skeleton } from '@/components/ui/Skeleton'

/** Placeholder rows while a table loads. */
export function TableSkeleton({ label, rows = 5 }: { label: string; rows?: number }) {
  return (
    <div className="table-skeleton" role="status" aria-label={label}>
      <Skeleton height="2.5rem" />
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} height="3rem" />
      ))}
    </div>
  )
}
