import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense } from 'react'
import { ErrorState } from '@/components/ui/ErrorState'
import { Skeleton } from '@/components/ui/Skeleton'
import { useNearViewport } from '@/lib/useNearViewport'
import { brandsQuery } from '../api/productsApi'

// Embla only loads on the home page, once a reader nears the section and there are brands to slide.
const BrandSlides = lazy(() => import('./BrandSlides').then((module) => ({ default: module.BrandSlides })))

/** The home page's brand carousel, fed by GET /api/brands when a reader nears it. */
export function BrandCarousel() {
  const [sectionRef, near] = useNearViewport<HTMLElement>()
  const brands = useQuery({ ...brandsQuery, enabled: near })
  return (
    <section ref={sectionRef} className="section section--tint" aria-labelledby="brands-title">
      <div className="container">
        <div className="section__head">
          <h2 id="brands-title">Brands we ship by the pallet</h2>
        </div>
        {(!near || brands.isLoading) && <BrandsSkeleton />}
        {brands.error && <ErrorState message={brands.error.message} onRetry={() => void brands.refetch()} />}
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
      <Skeleton height="7rem" />
      <Skeleton height="7rem" />
      <Skeleton height="7rem" />
    </div>
  )
}
