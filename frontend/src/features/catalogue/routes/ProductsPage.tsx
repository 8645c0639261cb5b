import { useState, type ReactNode } from 'react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/Button'
import { EmptyState } from '@/components/ui/EmptyState'
import { ErrorState } from '@/components/ui/ErrorState'
import { Pagination } from '@/components/ui/Pagination'
import { PRODUCTS_PAGE_SIZE } from '@/config/constants'
import { formatCount } from '@/lib/money'
import type { Product } from '@/lib/types'
import { useApiQuery } from '@/lib/useApiQuery'
import { listBrands, listProducts } from '../api/productsApi'
import { ProductCard } from '../components/ProductCard'
import { ProductFiltersForm } from '../components/ProductFiltersForm'
import { ProductGridSkeleton } from '../components/ProductGridSkeleton'
import { isFiltered, useProductFilters, type ProductFilters } from '../hooks/useProductFilters'

interface ProductsPageProps {
  /** renders the in-place booking form for a product; composed in src/app */
  renderQuickOrder?: (product: Product, booked: () => void) => ReactNode
  /** renders the add-to-cart control on a card; composed in src/app */
  renderAddToCart?: (product: Product) => ReactNode
}

function describe(filters: ProductFilters): string {
  const parts = [filters.q && `“${filters.q}”`, filters.brand, filters.inStock && 'in stock'].filter(Boolean)
  return parts.length ? parts.join(', ') : 'these filters'
}

export default function ProductsPage({ renderQuickOrder, renderAddToCart }: ProductsPageProps) {
  const { filters, query, key, update, clear } = useProductFilters()
  const products = useApiQuery(`products?${key}`, (signal) => listProducts(query, signal))
  const brands = useApiQuery('brands', (signal) => listBrands(signal))
  const [openId, setOpenId] = useState<string | null>(null)
  // on phones the filters fold away; on wider screens CSS always shows them
  const [filtersOpen, setFiltersOpen] = useState(false)
  const list = products.data
  // a booking takes stock, so the cards show fresh figures once the form closes
  const afterQuickOrder = () => {
    setOpenId(null)
    products.reload()
  }

  return (
    <div className="container page products-page">
      <header className="page-head">
        <h1>Products</h1>
        <p className="page-head__lead">
          Hardware by the pallet. Prices are per piece; every line has a minimum order quantity (MOQ).
        </p>
        <p className="products-page__quick">
          Know your part numbers? <Link to="/quick-order">Quick order by part number</Link>
        </p>
      </header>
      <div className="products-layout">
        <div className="filters-panel">
          <button type="button" className="btn btn--secondary btn--md filters-panel__toggle" aria-expanded={filtersOpen} aria-controls="product-filters" onClick={() => setFiltersOpen(!filtersOpen)}>
            {filtersOpen ? 'Hide filters' : 'Show filters'}
          </button>
          <div id="product-filters" className="filters-panel__body" data-open={filtersOpen}>
            <ProductFiltersForm filters={filters} brands={brands.data ?? []} onChange={update} onClear={clear} />
          </div>
        </div>
        <section aria-label="Product results" aria-busy={products.loading}>
          {list && (
            <p className="results-count" aria-live="polite">
              {formatCount(list.total)} {list.total === 1 ? 'product' : 'products'}
            </p>
          )}
          {products.loading && <ProductGridSkeleton count={6} />}
          {products.error && <ErrorState message={products.error.message} onRetry={products.reload} />}
          {list && list.items.length === 0 && (
            <EmptyState
              title={isFiltered(filters) ? `No products match ${describe(filters)}` : 'No products yet'}
              action={isFiltered(filters) && <Button onClick={clear}>Clear filters</Button>}
            >
              {isFiltered(filters)
                ? 'Try a wider price range, another brand, or clear the filters to see the whole catalogue.'
                : 'The catalogue is empty. Check back soon, or contact us for a quote.'}
            </EmptyState>
          )}
          {list && list.items.length > 0 && (
            <>
              <div className="product-grid">
                {list.items.map((product, index) => (
                  <ProductCard
                    key={product.id}
                    product={product}
                    eagerImage={index < 3}
                    addToCart={renderAddToCart?.(product)}
                    onToggleQuickOrder={renderQuickOrder && (() => setOpenId(openId === product.id ? null : product.id))}
                    quickOrder={renderQuickOrder && openId === product.id ? renderQuickOrder(product, afterQuickOrder) : undefined}
                  />
                ))}
              </div>
              <Pagination page={list.page} total={list.total} limit={list.limit || PRODUCTS_PAGE_SIZE} onPage={(page) => update({ page })} label="Product pages" />
            </>
          )}
        </section>
      </div>
    </div>
  )
}
