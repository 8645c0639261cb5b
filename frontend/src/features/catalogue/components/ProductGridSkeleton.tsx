import { Skeleton, SkeletonText } from '@/components/ui/Skeleton'

export function ProductGridSkeleton({ count }: { count: number }) {
  return (
    <div className="product-grid" role="status" aria-label="Loading products">
      {Array.from({ length: count }, (_, i) => (
        <div className="product-card product-card--skeleton" key={i} aria-hidden="true">
          <div className="frame frame--4x3">
            <Skeleton height="100%" />
          </div>
          <div className="product-card__body">
            <Skeleton width="30%" />
            <SkeletonText lines={2} />
            <Skeleton width="45%" height="1.6rem" />
          </div>
        </div>
      ))}
    </div>
  )
}
