import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { ErrorState } from '@/components/ui/ErrorState'
import { HOME_PRODUCT_COUNT } from '@/config/constants'
import { productsQuery } from '../api/productsApi'
import { ProductCard } from './ProductCard'
import { ProductGridSkeleton } from './ProductGridSkeleton'

/** The home page's three newest products. */
export function NewestProducts() {
  const newest = useQuery(productsQuery({ sort: 'newest', limit: HOME_PRODUCT_COUNT }))
  return (
    <section className="section container" aria-labelledby="newest-title">
      <div className="section__head">
        <h2 id="newest-title">New on the floor</h2>
        <Link to="/products" className="link-arrow">
          All products <span aria-hidden="true">→</span>
        </Link>
      </div>
      {newest.isLoading && <ProductGridSkeleton count={HOME_PRODUCT_COUNT} />}
      {newest.error && <ErrorState message={newest.error.message} onRetry={() => void newest.refetch()} />}
      {newest.data && newest.data.items.length === 0 && <p className="muted">New stock is on its way. Check the catalogue soon.</p>}
      {newest.data && newest.data.items.length > 0 && (
        <div className="product-grid product-grid--three">
          {newest.data.items.slice(0, HOME_PRODUCT_COUNT).map((product) => (
            <ProductCard key={product.id} product={product} />
          ))}
        </div>
      )}
    </section>
  )
}
