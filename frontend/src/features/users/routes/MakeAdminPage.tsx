import { useState } from 'react'
import { toast } from 'react-toastify'
import { ConfirmDialog } from '@/components/ui/ConfirmDialog'
import { EmptyState } from '@/components/ui/EmptyState'
import { ErrorState } from '@/components/ui/ErrorState'
import { Pagination } from '@/components/ui/Pagination'
import { SearchBox } from '@/components/ui/SearchBox'
import { PageSkeleton } from '@/components/ui/Skeleton'
import { ADMIN_PAGE_SIZE } from '@/config/constants'
import { useCurrentUser } from '@/features/auth/stores/session'
import { toApiError } from '@/lib/api'
import type { User } from '@/lib/types'
import { useApiQuery } from '@/lib/useApiQuery'
import { useConfirmedAction } from '@/lib/useConfirmedAction'
import { useUrlFilters } from '@/lib/useUrlFilters'
import { listUsers, removeUser, setUserRole } from '../api/usersApi'
import { TermsDialog } from '../components/TermsDialog'
import { UsersTable } from '../components/UsersTable'
import '../users.css'

export const MADE_ADMIN_TOAST = 'Successfully made an admin'
export const MAKE_ADMIN_FAILED_TOAST = 'Failed to Make an admin'
const SEARCH = ['q'] as const

export default function MakeAdminPage() {
  const me = useCurrentUser()
  const search = useUrlFilters(SEARCH)
  const users = useApiQuery(`users?${search.key}`, (signal) => listUsers(search.filters.q, search.page, ADMIN_PAGE_SIZE, signal))
  const [changed, setChanged] = useState<Record<string, User>>({})
  const [removed, setRemoved] = useState<Set<string>>(() => new Set())
  const [promotingId, setPromotingId] = useState<string | null>(null)
  const [termsFor, setTermsFor] = useState<User | null>(null)

  async function makeAdmin(user: User) {
    setPromotingId(user.id)
    try {
      const updated = await setUserRole(user.id, 'admin')
      setChanged((c) => ({ ...c, [updated.id]: updated }))
      toast.success(MADE_ADMIN_TOAST)
    } catch (err) {
      const error = toApiError(err)
      toast.error(error.status === 409 ? error.message : MAKE_ADMIN_FAILED_TOAST)
    } finally {
      setPromotingId(null)
    }
  }

  const removal = useConfirmedAction(async (user: User) => {
    await removeUser(user.id)
    setRemoved((r) => new Set(r).add(user.id))
    toast.success(`${user.name || user.email} was removed`)
  })

  function termsSaved(updated: User) {
    setChanged((c) => ({ ...c, [updated.id]: updated }))
    setTermsFor(null)
    toast.success(`Terms saved for ${updated.name || updated.email}`)
  }

  const list = users.data
  const items = (list?.items ?? []).filter((u) => !removed.has(u.id)).map((u) => changed[u.id] ?? u)
  return (
    <div className="dash-page">
      <header className="dash-page__head">
        <h1>Make Admin</h1>
        <p className="muted">Every account in the shop. Admins manage products, orders, users and messages.</p>
      </header>
      <div className="list-filters">
        <SearchBox label="Search users" value={search.filters.q} onSearch={(q) => search.update({ q })} placeholder="Name or email" />
      </div>
      {users.loading && <PageSkeleton label="Loading users" />}
      {users.error && <ErrorState message={users.error.message} onRetry={users.reload} />}
      {list && items.length === 0 && <NoUsers query={search.filters.q} />}
      {items.length > 0 && (
        <>
          <UsersTable users={items} currentUserId={me?.id} promotingId={promotingId} onMakeAdmin={makeAdmin} onRemove={removal.ask} onTerms={setTermsFor} />
          {list && <Pagination page={list.page} total={list.total} limit={list.limit || ADMIN_PAGE_SIZE} onPage={search.setPage} label="User pages" />}
        </>
      )}
      {termsFor && <TermsDialog user={termsFor} onSaved={termsSaved} onClose={() => setTermsFor(null)} />}
      {removal.pending && (
        <ConfirmDialog confirmLabel="Remove" busy={removal.busy} onConfirm={removal.confirm} onCancel={removal.dismiss}>
          <p>
            Remove {removal.pending.name || removal.pending.email} ({removal.pending.email})? They can no longer sign in, and this can&apos;t be undone.
          </p>
        </ConfirmDialog>
      )}
    </div>
  )
}

function NoUsers({ query }: { query: string }) {
  if (query) return <EmptyState title={`No users match “${query}”`}>Check the spelling, or search for part of the name or email.</EmptyState>
  return <EmptyState title="No users on this page">New accounts appear here as soon as people sign up. Go back to the first page to see the rest.</EmptyState>
}
