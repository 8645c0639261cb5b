import { lazy, Suspense } from 'react'
import { ErrorState } from '@/components/ui/ErrorState'
import { Skeleton } from '@/components/ui/Skeleton'
import { useApiQuery } from '@/lib/useApiQuery'
import { listBrands } from '../api/productsApi'

// Embla only loads on the home page, once there are brands to slide.
const BrandSlides = lazy(() => import('./BrandSlides').then((module) => ({ default: module.BrandSlides })))

/** The home page's brand-logo carousel, fed by GET /api/brands. */
export function BrandCarousel() {
  const brands = useApiQuery('brands', (signal) => listBrands(signal))
  return (
    <section className="section section--tint" aria-labelledby="brands-title">
      <div className="container">
        <div className="section__head">
          <h2 id="brands-title">Brands we ship by the pallet</h2>
        </div>
        {brands.loading && <BrandsSkeleton />}
        {brands.error && <ErrorState message={brands.error.message} onRetry={brands.reload} />}
        {brands.data && brands.data.length > 0 && (
          <Suspense fallback={<BrandsSkeleton />}>
            <BrandSlides brands={brands.data} />
          </Suspense>
        )}
      </div>
    </section>
  )
}

function BrandsSkeleton() {
  return (
    <div className="carousel-skeleton" role="status" aria-label="Loading brands">
      <Skeleton height="6rem" />
      <Skeleton height="6rem" />
      <Skeleton height="6rem" />
    </div>
  )
}
