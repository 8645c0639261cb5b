import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { toast } from 'react-toastify'
import { ConfirmDialog } from '@/components/ui/ConfirmDialog'
import { EmptyState } from '@/components/ui/EmptyState'
import { ErrorState } from '@/components/ui/ErrorState'
import { Pagination } from '@/components/ui/Pagination'
import { PageSkeleton } from '@/components/ui/Skeleton'
import { ADMIN_PAGE_SIZE } from '@/config/constants'
import { toApiError } from '@/lib/api'
import type { Message } from '@/lib/types'
import { removeFromLists, replaceInLists } from '@/lib/queryClient'
import { useConfirmedAction } from '@/lib/useConfirmedAction'
import { deleteMessage, messagesQuery, markMessage } from '../api/contactApi'
import { InboxItem } from '../components/InboxItem'
import '../contact.css'

const newestFirst = (a: Message, b: Message) => b.createdAt.localeCompare(a.createdAt)

export default function MessagesPage() {
  const [page, setPage] = useState(1)
  const messages = useQuery(messagesQuery(page, ADMIN_PAGE_SIZE))
  const [markingId, setMarkingId] = useState<string | null>(null)

  async function toggleRead(message: Message) {
    setMarkingId(message.id)
    try {
      replaceInLists('/api/admin/messages', await markMessage(message.id, !message.read))
    } catch (err) {
      toast.error(toApiError(err).message)
    } finally {
      setMarkingId(null)
    }
  }

  const deletion = useConfirmedAction(async (message: Message) => {
    await deleteMessage(message.id)
    removeFromLists('/api/admin/messages', message.id)
    toast.success('Message deleted')
  })

  const list = messages.data
  const items = [...(list?.items ?? [])].sort(newestFirst)
  const unread = items.filter((m) => !m.read).length
  return (
    <div className="dash-page">
      <header className="dash-page__head">
        <h1>Messages</h1>
        <p className="muted">{list ? `${unread} unread on this page. ` : ''}Messages sent through the contact form on the home page, newest first.</p>
      </header>
      {messages.isLoading && <PageSkeleton label="Loading messages" />}
      {messages.error && <ErrorState message={messages.error.message} onRetry={() => void messages.refetch()} />}
      {list && items.length === 0 && (
        <EmptyState icon="mail" title="No messages yet">
          When visitors use the contact form on the home page, their messages land here. Reply to them by email from this page.
        </EmptyState>
      )}
      {items.length > 0 && (
        <>
          <ul className="inbox" aria-label="Contact messages">
            {items.map((message) => (
              <InboxItem key={message.id} message={message} marking={markingId === message.id} onToggleRead={toggleRead} onDelete={deletion.ask} />
            ))}
          </ul>
          {list && <Pagination page={list.page} total={list.total} limit={list.limit || ADMIN_PAGE_SIZE} onPage={setPage} label="Message pages" />}
        </>
      )}
      {deletion.pending && (
        <ConfirmDialog busy={deletion.busy} onConfirm={deletion.confirm} onCancel={deletion.dismiss}>
          <p>
            Delete the message “{deletion.pending.subject}” from {deletion.pending.email}? This can&apos;t be undone.
          </p>
        </ConfirmDialog>
      )}
    </div>
  )
}
