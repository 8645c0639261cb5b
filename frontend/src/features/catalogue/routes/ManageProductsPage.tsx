import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { toast } from 'react-toastify'
import { Button } from '@/components/ui/Button'
import { ConfirmDialog } from '@/components/ui/ConfirmDialog'
import { DownloadButton } from '@/components/ui/DownloadButton'
import { EmptyState } from '@/components/ui/EmptyState'
import { ErrorState } from '@/components/ui/ErrorState'
import { Modal } from '@/components/ui/Modal'
import { Pagination } from '@/components/ui/Pagination'
import { PageSkeleton } from '@/components/ui/Skeleton'
import { ADMIN_PAGE_SIZE } from '@/config/constants'
import { toApiError } from '@/lib/api'
import { isoDay } from '@/lib/dates'
import { countOf } from '@/lib/money'
import type { ImportReport, Product } from '@/lib/types'
import { useUrlFilters } from '@/lib/useUrlFilters'
import { exportProductsCsv } from '../api/catalogueCsvApi'
import { brandsQuery, deleteProduct, productQuery, productsQuery, refreshCatalogue } from '../api/productsApi'
import { ImportCsvDialog } from '../components/admin/ImportCsvDialog'
import { StockSplitEditor } from '../components/admin/StockSplitEditor'
import { ProductForm } from '../components/admin/ProductForm'
import { ProductSearch } from '../components/admin/ProductSearch'
import { ProductsTable } from '../components/admin/ProductsTable'

const SEARCH = ['q'] as const

export default function ManageProductsPage() {
  const search = useUrlFilters(SEARCH)
  const { q } = search.filters
  const products = useQuery(productsQuery({ q: q || undefined, sort: 'name', page: search.page, limit: ADMIN_PAGE_SIZE }))
  const brands = useQuery(brandsQuery)
  const [editing, setEditing] = useState<Product | null>(null)
  const linked = useLinkedProduct()
  const [importing, setImporting] = useState(false)
  const [deleting, setDeleting] = useState<Product | null>(null)
  const [busy, setBusy] = useState(false)
  const list = products.data

  async function confirmDelete() {
    if (!deleting) return
    setBusy(true)
    try {
      await deleteProduct(deleting.id)
      toast.success(`Deleted ${deleting.name}`)
      setDeleting(null)
      void refreshCatalogue()
    } catch (err) {
      toast.error(`Failed to delete the Product: ${toApiError(err).message}`)
    } finally {
      setBusy(false)
    }
  }

  const shown = editing ?? linked.product

  function stopEditing() {
    setEditing(null)
    linked.close()
  }

  function imported(report: ImportReport) {
    setImporting(false)
    toast.success(`Imported ${countOf(report.created, 'new product')} and ${countOf(report.updated, 'update')}`)
    void refreshCatalogue()
  }

  return (
    <div className="dash-page">
      <header className="dash-page__head">
        <h1>Manage products</h1>
        <div className="dash-page__actions">
          <DownloadButton size="sm" fetchFile={exportProductsCsv} filename={`products-${isoDay()}.csv`}>
            Export CSV
          </DownloadButton>
          <Button variant="secondary" size="sm" onClick={() => setImporting(true)}>
            Import CSV
          </Button>
          <Link className="btn btn--primary btn--sm" to="/dashboard/add-products">
            Add a product
          </Link>
        </div>
      </header>
      <div className="list-filters">
        <ProductSearch value={q} onSearch={(text) => search.update({ q: text }, { replace: true })} />
      </div>
      {products.isLoading && <PageSkeleton label="Loading products" />}
      {products.error && <ErrorState message={products.error.message} onRetry={() => void products.refetch()} />}
      {list && list.items.length === 0 && q && <NoMatches query={q} onClear={search.clear} />}
      {list && list.items.length === 0 && !q && (
        <EmptyState
          title="No products in the catalogue"
          action={
            <Link className="btn btn--primary btn--md" to="/dashboard/add-products">
              Add the first product
            </Link>
          }
        >
          Products you add appear in the shop straight away.
        </EmptyState>
      )}
      {list && list.items.length > 0 && (
        <>
          <ProductsTable products={list.items} onEdit={setEditing} onDelete={setDeleting} />
          <Pagination page={list.page} total={list.total} limit={list.limit || ADMIN_PAGE_SIZE} onPage={search.setPage} label="Product pages" />
        </>
      )}
      {shown && <EditProductDialog key={shown.id} product={shown} brands={(brands.data ?? []).map((b) => b.brand)} onClose={stopEditing} />}
      {importing && <ImportCsvDialog onImported={imported} onClose={() => setImporting(false)} />}
      {deleting && (
        <ConfirmDialog busy={busy} onCancel={() => setDeleting(null)} onConfirm={() => void confirmDelete()}>
          <p>
            Delete <strong>{deleting.name}</strong> from the catalogue? Past orders keep their copy of it. This can&rsquo;t be undone.
          </p>
        </ConfirmDialog>
      )}
    </div>
  )
}

/** The product form and its stock split in one dialog: a split saved there becomes the form's stock total. */
function EditProductDialog({ product, brands, onClose }: { product: Product; brands: string[]; onClose: () => void }) {
  const [stockNow, setStockNow] = useState<number>()
  return (
    <Modal title={`Edit ${product.name}`} onClose={onClose} size="lg">
      <ProductForm product={product} stockNow={stockNow} brands={brands} onCancel={onClose} onSaved={onClose} />
      <StockSplitEditor productId={product.id} onSaved={setStockNow} />
    </Modal>
  )
}

/** The product a link asks to edit (?edit=<id>, e.g. from the sales dashboard's low-stock list). */
function useLinkedProduct() {
  const [params, setParams] = useSearchParams()
  const id = params.get('edit')
  const query = useQuery({ ...productQuery(id ?? ''), enabled: id !== null })
  useEffect(() => {
    if (query.error) toast.error(query.error.message)
  }, [query.error])
  return {
    product: query.data ?? null,
    close: () => {
      if (!id) return
      const rest = new URLSearchParams(params)
      rest.delete('edit')
      setParams(rest, { replace: true })
    },
  }
}

function NoMatches({ query, onClear }: { query: string; onClear: () => void }) {
  return (
    <EmptyState
      icon="search"
      title={`No products match “${query}”`}
      action={
        <Button variant="secondary" onClick={onClear}>
          Clear the search
        </Button>
      }
    >
      Check the spelling, or search for part of the name, brand or description.
    </EmptyState>
  )
}
