import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Link } from 'react-router'
import { toast } from 'react-toastify'
import { Button } from '@/components/ui/Button'
import { ConfirmDialog } from '@/components/ui/ConfirmDialog'
import { DataTable, type Column } from '@/components/ui/DataTable'
import { EmptyState } from '@/components/ui/EmptyState'
import { ErrorState } from '@/components/ui/ErrorState'
import { Select } from '@/components/ui/Input'
import { Pagination } from '@/components/ui/Pagination'
import { PageSkeleton } from '@/components/ui/Skeleton'
import { ADMIN_PAGE_SIZE } from '@/config/constants'
import { toApiError } from '@/lib/api'
import { formatDate } from '@/lib/dates'
import { formatCount } from '@/lib/money'
import type { ReturnRecord, ReturnStatus } from '@/lib/types'
import { adminReturnsQuery, useReturnStep } from '../api/returnsApi'
import { ReceiveReturnDialog, ReturnNoteDialog } from '../components/ReturnStepDialogs'
import { RETURN_STATUSES, ReturnStatusBadge, returnStatusLabel } from '../components/ReturnStatusBadge'
import '../returns.css'

type Step = 'approve' | 'reject' | 'receive' | 'refund'

const COLUMNS: Column[] = [{ label: 'Return' }, { label: 'Buyer' }, { label: 'Pieces' }, { label: 'Status' }]

// Route /dashboard/admin-returns (admin): returns to approve or reject, receive, and refund.
export default function ReturnsQueuePage() {
  const [status, setStatus] = useState<ReturnStatus | ''>('requested')
  const [page, setPage] = useState(1)
  const returns = useQuery(adminReturnsQuery(status, page, ADMIN_PAGE_SIZE))
  const [pending, setPending] = useState<{ step: Step; record: ReturnRecord } | null>(null)
  const refund = useReturnStep()
  const list = returns.data
  const close = () => setPending(null)

  async function refundReturn(record: ReturnRecord) {
    try {
      const done = await refund.mutateAsync({ id: record.id, action: { step: 'refund' } })
      toast.success(done.creditNoteNumber ? `${record.number} refunded; credit note ${done.creditNoteNumber} issued` : `${record.number} refunded`)
    } catch (err) {
      toast.error(toApiError(err).message)
    } finally {
      close()
    }
  }

  return (
    <div className="dash-page">
      <header className="dash-page__head">
        <h1>Returns</h1>
        <p className="muted">Approve a request with instructions or reject it, mark the pieces received (back into stock when they can be sold), then refund exactly those lines.</p>
      </header>
      <div className="returns-filter">
        <Select
          label="Status"
          value={status}
          onChange={(e) => {
            setStatus(e.target.value as ReturnStatus | '')
            setPage(1)
          }}
        >
          <option value="">All statuses</option>
          {RETURN_STATUSES.map((s) => (
            <option key={s} value={s}>
              {returnStatusLabel(s)}
            </option>
          ))}
        </Select>
      </div>
      {returns.isLoading && <PageSkeleton label="Loading returns" />}
      {returns.error && <ErrorState message={returns.error.message} onRetry={() => void returns.refetch()} />}
      {list && list.items.length === 0 && (
        <EmptyState icon="box" title={status ? `No ${returnStatusLabel(status).toLowerCase()} returns` : 'No returns yet'}>
          {status ? 'Choose “All statuses” to see every return.' : 'Buyers ask for returns from a delivered order’s page.'}
        </EmptyState>
      )}
      {list && list.items.length > 0 && (
        <>
          <DataTable caption="Returns" columns={COLUMNS} className="returns-table">
            {list.items.map((r) => (
              <tr key={r.id}>
                <th scope="row" data-label="Return">
                  <strong>{r.number}</strong>
                  <br />
                  <Link to={`/dashboard/orders/${r.bookingId}`}>Order {r.bookingReference}</Link> · <span className="muted">{formatDate(r.createdAt)}</span>
                </th>
                <td data-label="Buyer">{r.userEmail}</td>
                <td data-label="Pieces">
                  {r.lines.map((l) => (
                    <div key={l.productId}>
                      {formatCount(l.quantity)} × {l.productName}
                    </div>
                  ))}
                  <span className="muted">{r.reason}</span>
                </td>
                <td data-label="Status">
                  <ReturnStatusBadge status={r.status} />
                </td>
                <td className="table__actions">
                  <StepButtons record={r} busy={refund.isPending && pending?.record.id === r.id} onStep={(step) => setPending({ step, record: r })} />
                </td>
              </tr>
            ))}
          </DataTable>
          <Pagination page={list.page} total={list.total} limit={list.limit || ADMIN_PAGE_SIZE} onPage={setPage} label="Return pages" />
        </>
      )}
      {(pending?.step === 'approve' || pending?.step === 'reject') && <ReturnNoteDialog record={pending.record} step={pending.step} onClose={close} />}
      {pending?.step === 'receive' && <ReceiveReturnDialog record={pending.record} onClose={close} />}
      {pending?.step === 'refund' && (
        <ConfirmDialog confirmLabel="Refund" busy={refund.isPending} onCancel={close} onConfirm={() => void refundReturn(pending.record)}>
          <p>
            Refund {pending.record.userEmail} for {pending.record.lines.map((l) => `${formatCount(l.quantity)} × ${l.productName}`).join(', ')} at the prices paid, with their tax? A credit note is issued and mailed.
          </p>
        </ConfirmDialog>
      )}
    </div>
  )
}

/** What the shop can do next with a return. */
function StepButtons({ record, busy, onStep }: { record: ReturnRecord; busy: boolean; onStep: (step: Step) => void }) {
  const name = `return ${record.number}`
  if (record.status === 'requested') {
    return (
      <>
        <Button size="sm" onClick={() => onStep('approve')} aria-label={`Approve ${name}`}>
          Approve
        </Button>
        <Button size="sm" variant="secondary" onClick={() => onStep('reject')} aria-label={`Reject ${name}`}>
          Reject
        </Button>
      </>
    )
  }
  if (record.status === 'approved') {
    return (
      <Button size="sm" onClick={() => onStep('receive')} aria-label={`Receive ${name}`}>
        Receive
      </Button>
    )
  }
  if (record.status === 'received') {
    return (
      <Button size="sm" onClick={() => onStep('refund')} aria-label={`Refund ${name}`} loading={busy}>
        Refund
      </Button>
    )
  }
  return null
}
