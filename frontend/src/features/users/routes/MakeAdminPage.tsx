import { useQuery } from '@tanstack/react-query'
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
import type { User } from '@/lib/types'
import { removeFromLists, replaceInLists } from '@/lib/queryClient'
import { useConfirmedAction } from '@/lib/useConfirmedAction'
import { useUrlFilters } from '@/lib/useUrlFilters'
import { removeUser, usersQuery } from '../api/usersApi'
import { TermsDialog } from '../components/TermsDialog'
import { UsersTable } from '../components/UsersTable'
import { nameOf, useRoleChange, type RoleChange } from '../components/useRoleChange'
import '../users.css'

export { MADE_ADMIN_TOAST, MAKE_ADMIN_FAILED_TOAST } from '../components/useRoleChange'
const SEARCH = ['q'] as const

export default function MakeAdminPage() {
  const me = useCurrentUser()
  const search = useUrlFilters(SEARCH)
  const users = useQuery(usersQuery(search.filters.q, search.page, ADMIN_PAGE_SIZE))
  const [termsFor, setTermsFor] = useState<User | null>(null)

  const roleChange = useRoleChange((updated) => replaceInLists('/api/users', updated))

  const removal = useConfirmedAction(async (user: User) => {
    await removeUser(user.id)
    removeFromLists('/api/users', user.id)
    toast.success(`${user.name || user.email} was removed`)
  })

  function termsSaved(updated: User) {
    replaceInLists('/api/users', updated)
    setTermsFor(null)
    toast.success(`Terms saved for ${updated.name || updated.email}`)
  }

  const list = users.data
  const items = list?.items ?? []
  return (
    <div className="dash-page">
      <header className="dash-page__head">
        <h1>Make Admin</h1>
        <p className="muted">Every account in the shop. Admins manage products, orders, users and messages.</p>
      </header>
      <div className="list-filters">
        <SearchBox label="Search users" value={search.filters.q} onSearch={(q) => search.update({ q })} placeholder="Name or email" />
      </div>
      {users.isLoading && <PageSkeleton label="Loading users" />}
      {users.error && <ErrorState message={users.error.message} onRetry={() => void users.refetch()} />}
      {list && items.length === 0 && <NoUsers query={search.filters.q} />}
      {items.length > 0 && (
        <>
          <UsersTable users={items} currentUserId={me?.id} onRoleChange={roleChange.ask} onRemove={removal.ask} onTerms={setTermsFor} />
          {list && <Pagination page={list.page} total={list.total} limit={list.limit || ADMIN_PAGE_SIZE} onPage={search.setPage} label="User pages" />}
        </>
      )}
      {termsFor && <TermsDialog user={termsFor} onSaved={termsSaved} onClose={() => setTermsFor(null)} />}
      {roleChange.pending && <RoleChangeDialog change={roleChange.pending} busy={roleChange.busy} onConfirm={roleChange.confirm} onCancel={roleChange.dismiss} />}
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

function RoleChangeDialog({ change, busy, onConfirm, onCancel }: { change: RoleChange; busy: boolean; onConfirm: () => void; onCancel: () => void }) {
  const who = `${nameOf(change.user)} (${change.user.email})`
  const promote = change.role === 'admin'
  return (
    <ConfirmDialog confirmLabel={promote ? 'Make admin' : 'Remove admin'} cancelLabel={promote ? 'Cancel' : 'Keep admin'} busy={busy} onConfirm={onConfirm} onCancel={onCancel}>
      <p>
        {promote
          ? `Make ${who} an admin? They can then manage products, orders, refunds, users and messages.`
          : `Remove admin rights from ${who}? They keep their account and orders as a customer.`}
      </p>
    </ConfirmDialog>
  )
}

function NoUsers({ query }: { query: string }) {
  if (query) return <EmptyState icon="search" title={`No users match “${query}”`}>Check the spelling, or search for part of the name or email.</EmptyState>
  return <EmptyState icon="users" title="No users on this page">New accounts appear here as soon as people sign up. Go back to the first page to see the rest.</EmptyState>
}
