import { useQuery } from '@tanstack/react-query'
import { Button } from '@/components/ui/Button'
import { EmptyState } from '@/components/ui/EmptyState'
import { ErrorState } from '@/components/ui/ErrorState'
import { Select } from '@/components/ui/Input'
import { Pagination } from '@/components/ui/Pagination'
import { SearchBox } from '@/components/ui/SearchBox'
import { PageSkeleton } from '@/components/ui/Skeleton'
import { ADMIN_PAGE_SIZE } from '@/config/constants'
import { useUrlFilters } from '@/lib/useUrlFilters'
import { auditQuery } from '../api/auditApi'
import { AUDIT_ACTIONS, actionLabel } from '../components/auditActions'
import { AuditTable } from '../components/AuditTable'
import '../audit.css'

const FILTERS = ['actor', 'action'] as const

export default function AuditLogPage() {
  const log = useUrlFilters(FILTERS)
  const entries = useQuery(auditQuery(log.filters, log.page, ADMIN_PAGE_SIZE))
  const list = entries.data

  return (
    <div className="dash-page">
      <header className="dash-page__head">
        <h1>Audit log</h1>
        <p className="muted">Every change an admin made, newest first: roles, products, orders, refunds, terms, quotes and reviews.</p>
      </header>
      <div className="list-filters">
        <SearchBox label="Admin" name="actor" value={log.filters.actor} onSearch={(actor) => log.update({ actor })} placeholder="admin@example.com" />
        <Select label="Action" value={log.filters.action} onChange={(e) => log.update({ action: e.target.value })}>
          <option value="">All actions</option>
          {AUDIT_ACTIONS.map((action) => (
            <option key={action} value={action}>
              {actionLabel(action)}
            </option>
          ))}
        </Select>
        {log.isFiltered && (
          <Button variant="ghost" onClick={log.clear}>
            Clear filters
          </Button>
        )}
      </div>
      {entries.isLoading && <PageSkeleton label="Loading the audit log" />}
      {entries.error && <ErrorState message={entries.error.message} onRetry={() => void entries.refetch()} />}
      {list && list.items.length === 0 && (
        <EmptyState icon={log.isFiltered ? 'search' : 'history'} title={log.isFiltered ? 'No changes match these filters' : 'No admin changes yet'}>
          {log.isFiltered ? 'Try another admin or action, or clear the filters.' : 'Changes admins make to users, products and orders are recorded here.'}
        </EmptyState>
      )}
      {list && list.items.length > 0 && (
        <>
          <AuditTable entries={list.items} />
          <Pagination page={list.page} total={list.total} limit={list.limit || ADMIN_PAGE_SIZE} onPage={log.setPage} label="Audit log pages" />
        </>
      )}
    </div>
  )
}
