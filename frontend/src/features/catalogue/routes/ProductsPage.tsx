import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/Button'
import { EmptyState } from '@/components/ui/EmptyState'
import { ErrorState } from '@/components/ui/ErrorState'
import { Modal } from '@/components/ui/Modal'
import { Pagination } from '@/components/ui/Pagination'
import { PRODUCTS_PAGE_SIZE } from '@/config/constants'
import { formatCount } from '@/lib/money'
import type { Product } from '@/lib/types'
import { brandsQuery, productsQuery, refreshCatalogue } from '../api/productsApi'
import { ActiveFilters } from '../components/ActiveFilters'
import { activeFilters } from '../components/activeFilters'
import { categoryCounts, findCategory } from '../components/categoryTree'
import { ProductCard } from '../components/ProductCard'
import { ProductFiltersForm } from '../components/ProductFiltersForm'
import { ProductGridSkeleton } from '../components/ProductGridSkeleton'
import { ResultsToolbar } from '../components/ResultsToolbar'
import { useCategories } from '../hooks/useCategories'
import { isFiltered, useProductFilters } from '../hooks/useProductFilters'
import firstView from '@/config/firstView.json'

interface ProductsPageProps {
  /** renders the add-to-cart control on a card; composed in src/app */
  renderAddToCart?: (product: Product) => ReactNode
  /** renders "Buy now" (checkout's form for one product) in a dialog over the page; composed in src/app */
  renderBuyNow?: (product: Product) => ReactNode
}

export default function ProductsPage({ renderAddToCart, renderBuyNow }: ProductsPageProps) {
  const { filters, query, update, clear, linkTo } = useProductFilters()
  // the last page's facets stay while the next loads, so the filters don't flash
  const products = useQuery({ ...productsQuery(query), placeholderData: keepPreviousData })
  const { list: allCategories } = useCategories()
  // the facets count brands under the other filters; an older answer without them falls back to all brands
  const brands = useQuery(brandsQuery)
  const [buying, setBuying] = useState<Product | null>(null)
  // on phones the filters fold away; on wider screens CSS always shows them
  const [filtersOpen, setFiltersOpen] = useState(false)
  const list = products.isPlaceholderData ? undefined : products.data
  const loading = products.isLoading || products.isPlaceholderData
  const facets = products.data?.facets
  const category = findCategory(allCategories, filters.category)
  const active = activeFilters(filters, allCategories)

  return (
    <div className="container page products-page">
      <header className="page-head">
        <h1>{category ? category.name : 'Products'}</h1>
        <p className="page-head__lead">{firstView.catalogueLead}</p>
        <p className="products-page__quick">
          {firstView.quickOrder.prompt} <Link to="/quick-order">{firstView.quickOrder.link}</Link>
        </p>
      </header>
      <div className="products-layout">
        <div className="filters-panel">
          <button type="button" className="btn btn--secondary btn--md filters-panel__toggle" aria-expanded={filtersOpen} aria-controls="product-filters" onClick={() => setFiltersOpen(!filtersOpen)}>
            {filtersOpen ? 'Hide filters' : `Show filters${active.length ? ` (${active.length})` : ''}`}
          </button>
          <div id="product-filters" className="filters-panel__body" data-open={filtersOpen}>
            <ProductFiltersForm
              filters={filters}
              categories={allCategories}
              categoryCounts={categoryCounts(allCategories, facets)}
              category={category}
              brands={facets?.brands ?? (brands.data ?? []).map((b) => ({ value: b.brand, count: b.count }))}
              attributeFacets={facets?.attributes ?? {}}
              onChange={update}
              onClear={clear}
              linkTo={linkTo}
              resultCount={list?.total}
              onDone={() => showResults(setFiltersOpen)}
            />
          </div>
        </div>
        <section id="product-results" aria-labelledby="product-results-title" aria-busy={loading}>
          {/* the cards' names are h3: this h2 keeps the heading order when the filters (and their h2) fold away on a phone */}
          <h2 id="product-results-title" className="visually-hidden">
            Product results
          </h2>
          <ResultsToolbar filters={filters} category={category} onChange={update} />
          <ActiveFilters filters={active} onChange={update} label="Filters in force" />
          {list && (
            <p className="results-count" aria-live="polite">
              {formatCount(list.total)} {list.total === 1 ? 'product' : 'products'}
            </p>
          )}
          {loading && <ProductGridSkeleton count={6} />}
          {products.error && <ErrorState message={products.error.message} onRetry={() => void products.refetch()} />}
          {list && list.items.length === 0 && (
            <EmptyState
              title={isFiltered(filters) ? `No products match ${active.map((f) => f.label).join(', ')}` : 'No products yet'}
              action={isFiltered(filters) && <Button onClick={clear}>Clear filters</Button>}
            >
              {isFiltered(filters) ? (
                <>
                  <p>Remove a filter to widen the search:</p>
                  <ActiveFilters filters={active} onChange={update} label="Filters to remove" />
                </>
              ) : (
                'The catalogue is empty. Check back soon, or contact us for a quote.'
              )}
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
                    onBuyNow={renderBuyNow && (() => setBuying(product))}
                  />
                ))}
              </div>
              <Pagination page={list.page} total={list.total} limit={list.limit || PRODUCTS_PAGE_SIZE} onPage={(page) => update({ page })} label="Product pages" />
            </>
          )}
        </section>
      </div>
      {buying && renderBuyNow && (
        <Modal
          title={`Buy now: ${buying.name}`}
          size="lg"
          onClose={() => {
            setBuying(null)
            // an order takes stock, so the cards show fresh figures once the dialog closes
            void refreshCatalogue()
          }}
        >
          <div className="modal__body">{renderBuyNow(buying)}</div>
        </Modal>
      )}
    </div>
  )
}

/** Folds the phone's filters away and brings the results' first line into view. */
function showResults(setFiltersOpen: (open: boolean) => void) {
  setFiltersOpen(false)
  document.getElementById('product-results')?.scrollIntoView({ block: 'start' })
}
