import { useState } from 'react'
import { Link } from 'react-router'
import { toast } from 'react-toastify'
import { ConfirmDialog } from '@/components/ui/ConfirmDialog'
import { EmptyState } from '@/components/ui/EmptyState'
import { ErrorState } from '@/components/ui/ErrorState'
import { Modal } from '@/components/ui/Modal'
import { Pagination } from '@/components/ui/Pagination'
import { PageSkeleton } from '@/components/ui/Skeleton'
import { ADMIN_PAGE_SIZE } from '@/config/constants'
import { toApiError } from '@/lib/api'
import type { Product } from '@/lib/types'
import { useApiQuery } from '@/lib/useApiQuery'
import { deleteProduct, listBrands, listProducts } from '../api/productsApi'
import { ProductForm } from '../components/admin/ProductForm'
import { ProductsTable } from '../components/admin/ProductsTable'

export default function ManageProductsPage() {
  const [page, setPage] = useState(1)
  const products = useApiQuery(`admin-products?page=${page}`, (signal) => listProducts({ sort: 'name', page, limit: ADMIN_PAGE_SIZE }, signal))
  const brands = useApiQuery('brands', (signal) => listBrands(signal))
  const [editing, setEditing] = useState<Product | null>(null)
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
      products.reload()
    } catch (err) {
      toast.error(`Failed to delete the Product: ${toApiError(err).message}`)
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="dash-page">
      <header className="dash-page__head">
        <h1>Manage products</h1>
        <Link className="btn btn--primary btn--sm" to="/dashboard/add-products">
          Add a product
        </Link>
      </header>
      {products.loading && <PageSkeleton label="Loading products" />}
      {products.error && <ErrorState message={products.error.message} onRetry={products.reload} />}
      {list && list.items.length === 0 && (
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
          <Pagination page={list.page} total={list.total} limit={list.limit || ADMIN_PAGE_SIZE} onPage={setPage} label="Product pages" />
        </>
      )}
      {editing && (
        <Modal title={`Edit ${editing.name}`} onClose={() => setEditing(null)} size="lg">
          <ProductForm
            product={editing}
            brands={(brands.data ?? []).map((b) => b.brand)}
            onCancel={() => setEditing(null)}
            onSaved={() => {
              setEditing(null)
              products.reload()
            }}
          />
        </Modal>
      )}
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
