import type { CSSProperties } from 'react'

interface SkeletonProps {
  width?: CSSProperties['width']
  height?: CSSProperties['height']
  className?: string
}

/** A grey placeholder block; hidden from screen readers (the region says "Loading"). */
export function Skeleton({ width = '100%', height = '1em', className = '' }: SkeletonProps) {
  return <span className={`skeleton ${className}`} style={{ width, height }} aria-hidden="true" />
}

export function SkeletonText({ lines = 3 }: { lines?: number }) {
  return (
    <span className="skeleton-text" aria-hidden="true">
      {Array.from({ length: lines }, (_, i) => (
        <Skeleton key={i} width={i === lines - 1 ? '60%' : '100%'} />
      ))}
    </span>
  )
}

/** Full-area placeholder for a page or panel that is loading. */
export function PageSkeleton({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="page-skeleton" role="status" aria-label={label}>
      <Skeleton width="40%" height="1.75rem" />
      <SkeletonText lines={4} />
      <Skeleton height="8rem" />
    </div>
  )
}
