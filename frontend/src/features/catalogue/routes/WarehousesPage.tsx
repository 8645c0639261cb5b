import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { toast } from 'react-toastify'
import { Button } from '@/components/ui/Button'
import { ConfirmDialog } from '@/components/ui/ConfirmDialog'
import { DataTable, type Column } from '@/components/ui/DataTable'
import { ErrorState } from '@/components/ui/ErrorState'
import { Modal } from '@/components/ui/Modal'
import { PageSkeleton } from '@/components/ui/Skeleton'
import { useConfirmedAction } from '@/lib/useConfirmedAction'
import { deleteWarehouse, warehousesQuery, type Warehouse } from '../api/warehousesApi'
import { WarehouseForm } from '../components/admin/WarehouseForm'

const COLUMNS: Column[] = [{ label: 'Warehouse' }, { label: 'Code' }, { label: 'Address' }, { label: 'Lead time', numeric: true }, { label: 'Position', numeric: true }]

/** "new" adds a warehouse; a warehouse is edited. */
type Editing = Warehouse | 'new' | null

function leadTime(days: number): string {
  if (days === 0) return 'ships today'
  return days === 1 ? '1 day' : `${days} days`
}

/** The places that hold stock, in the order orders take from them. */
export default function WarehousesPage() {
  const warehouses = useQuery(warehousesQuery)
  const [editing, setEditing] = useState<Editing>(null)
  // a warehouse that still holds stock is refused (409), and the toast says why
  const removal = useConfirmedAction(async (w: Warehouse) => {
    await deleteWarehouse(w.code)
    toast.success(`Deleted ${w.name}`)
    void warehouses.refetch()
  })

  return (
    <div className="dash-page">
      <header className="dash-page__head">
        <h1>Warehouses</h1>
        <div className="dash-page__actions">
          <Button size="sm" onClick={() => setEditing('new')}>
            Add a warehouse
          </Button>
        </div>
        <p className="muted">Orders take stock from the shortest lead time first. Buyers see how much ships when, not where from.</p>
      </header>
      {warehouses.isLoading && <PageSkeleton label="Loading warehouses" />}
      {warehouses.error && <ErrorState message={warehouses.error.message} onRetry={() => void warehouses.refetch()} />}
      {warehouses.data && (
        <DataTable caption="Warehouses" columns={COLUMNS}>
          {warehouses.data.map((w) => (
            <tr key={w.code}>
              <th scope="row" data-label="Warehouse">
                {w.name}
              </th>
              <td data-label="Code">
                <code>{w.code}</code>
              </td>
              <td data-label="Address">{w.address || '—'}</td>
              <td data-label="Lead time" className="num-col num">
                {leadTime(w.leadTimeDays)}
              </td>
              <td data-label="Position" className="num-col num">
                {w.position}
              </td>
              <td className="table__actions">
                <Button variant="secondary" size="sm" onClick={() => setEditing(w)} aria-label={`Edit ${w.name}`}>
                  Edit
                </Button>
                <Button variant="danger" size="sm" onClick={() => removal.ask(w)} aria-label={`Delete ${w.name}`}>
                  Delete
                </Button>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      {editing && (
        <Modal title={editing === 'new' ? 'Add a warehouse' : `Edit ${editing.name}`} onClose={() => setEditing(null)}>
          <WarehouseForm
            warehouse={editing === 'new' ? undefined : editing}
            onCancel={() => setEditing(null)}
            onSaved={() => {
              setEditing(null)
              void warehouses.refetch()
            }}
          />
        </Modal>
      )}
      {removal.pending && (
        <ConfirmDialog busy={removal.busy} onCancel={removal.dismiss} onConfirm={() => void removal.confirm()}>
          <p>
            Delete the warehouse <strong>{removal.pending.name}</strong>?
          </p>
        </ConfirmDialog>
      )}
    </div>
  )
}
