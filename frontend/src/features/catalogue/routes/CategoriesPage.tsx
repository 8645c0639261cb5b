import { useState } from 'react'
import { toast } from 'react-toastify'
import { Button } from '@/components/ui/Button'
import { ConfirmDialog } from '@/components/ui/ConfirmDialog'
import { DataTable, type Column } from '@/components/ui/DataTable'
import { ErrorState } from '@/components/ui/ErrorState'
import { Modal } from '@/components/ui/Modal'
import { PageSkeleton } from '@/components/ui/Skeleton'
import { toApiError } from '@/lib/api'
import { countOf, formatCount } from '@/lib/money'
import type { Category } from '@/lib/types'
import { deleteCategory } from '../api/categoriesApi'
import { CategoryForm } from '../components/admin/CategoryForm'
import { categoryTree } from '../components/categoryTree'
import { useCategories } from '../hooks/useCategories'

const COLUMNS: Column[] = [{ label: 'Category' }, { label: 'Slug' }, { label: 'Filters' }, { label: 'Position', numeric: true }, { label: 'Products', numeric: true }]

/** "new" adds a category; a category is edited. */
type Editing = Category | 'new' | null

export default function CategoriesPage() {
  const categories = useCategories()
  const [editing, setEditing] = useState<Editing>(null)
  const [deleting, setDeleting] = useState<Category | null>(null)
  const [deleteError, setDeleteError] = useState('')
  const [busy, setBusy] = useState(false)
  const rows = categoryTree(categories.list).flatMap(({ category, children }) => [category, ...children])

  async function confirmDelete() {
    if (!deleting) return
    setBusy(true)
    try {
      await deleteCategory(deleting.slug)
      toast.success(`Deleted ${deleting.name}`)
      setDeleting(null)
      void categories.refetch()
    } catch (err) {
      // 409: products still name it; say so where the admin is looking
      setDeleteError(toApiError(err).message)
    } finally {
      setBusy(false)
    }
  }

  function closeDelete() {
    setDeleting(null)
    setDeleteError('')
  }

  return (
    <div className="dash-page">
      <header className="dash-page__head">
        <h1>Categories</h1>
        <div className="dash-page__actions">
          <Button size="sm" onClick={() => setEditing('new')}>
            Add a category
          </Button>
        </div>
        <p className="muted">Buyers browse the catalogue by these, and filter each category by its filters.</p>
      </header>
      {categories.isLoading && <PageSkeleton label="Loading categories" />}
      {categories.error && <ErrorState message={categories.error.message} onRetry={() => void categories.refetch()} />}
      {categories.data && (
        <DataTable caption="Categories of the catalogue" columns={COLUMNS}>
          {rows.map((c) => (
            <tr key={c.slug}>
              <th scope="row" data-label="Category" className={c.parent ? 'category-row--child' : undefined}>
                {c.name}
              </th>
              <td data-label="Slug">
                <code>{c.slug}</code>
              </td>
              <td data-label="Filters">{c.attributes.map((a) => a.label).join(', ') || '—'}</td>
              <td data-label="Position" className="num-col num">
                {c.position}
              </td>
              <td data-label="Products" className="num-col num">
                {formatCount(c.count)}
              </td>
              <td className="table__actions">
                <Button variant="secondary" size="sm" onClick={() => setEditing(c)} aria-label={`Edit ${c.name}`}>
                  Edit
                </Button>
                <DeleteButton category={c} inUse={whyInUse(c, rows)} onDelete={() => setDeleting(c)} />
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      {editing && (
        <Modal title={editing === 'new' ? 'Add a category' : `Edit ${editing.name}`} onClose={() => setEditing(null)} size="lg">
          <CategoryForm
            category={editing === 'new' ? undefined : editing}
            categories={categories.list}
            onCancel={() => setEditing(null)}
            onSaved={() => {
              setEditing(null)
              void categories.refetch()
            }}
          />
        </Modal>
      )}
      {deleting && (
        <ConfirmDialog busy={busy} onCancel={closeDelete} onConfirm={() => void confirmDelete()}>
          <p>
            Delete the category <strong>{deleting.name}</strong>? Its filters go with it.
          </p>
          {deleteError && (
            <p className="form__error" role="alert">
              {deleteError}
            </p>
          )}
        </ConfirmDialog>
      )}
    </div>
  )
}

/** Why a category can't be deleted now, in the server's terms, or '' when it can. */
function whyInUse(category: Category, all: Category[]): string {
  if (category.count > 0) return `Move its ${countOf(category.count, 'product')} to another category first`
  if (all.some((c) => c.parent === category.slug)) return 'Move or delete its subcategories first'
  return ''
}

/** Delete is only offered for a category nothing uses; otherwise it says what to do first. */
function DeleteButton({ category, inUse, onDelete }: { category: Category; inUse: string; onDelete: () => void }) {
  if (inUse) {
    return (
      <Button variant="danger" size="sm" disabled title={inUse} aria-label={`Delete ${category.name}: ${inUse}`}>
        Delete
      </Button>
    )
  }
  return (
    <Button variant="danger" size="sm" onClick={onDelete} aria-label={`Delete ${category.name}`}>
      Delete
    </Button>
  )
}
