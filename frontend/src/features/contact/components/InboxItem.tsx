import { Badge } from '@/components/ui/Badge'
import { Button } from '@/components/ui/Button'
import { formatDateTime } from '@/lib/dates'
import type { Message } from '@/lib/types'

interface InboxItemProps {
  message: Message
  marking: boolean
  onToggleRead: (message: Message) => void
  onDelete: (message: Message) => void
}

export function InboxItem({ message, marking, onToggleRead, onDelete }: InboxItemProps) {
  const sent = formatDateTime(message.createdAt)
  const reply = `mailto:${message.email}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`
  return (
    <li className={`inbox-item ${message.read ? '' : 'inbox-item--unread'}`} aria-label={`${message.read ? '' : 'Unread: '}${message.subject}`}>
      <div className="inbox-item__head">
        {!message.read && <Badge tone="warning">New</Badge>}
        <h2 className="inbox-item__subject">{message.subject}</h2>
        {sent && (
          <time className="inbox-item__date" dateTime={message.createdAt}>
            {sent}
          </time>
        )}
      </div>
      <p className="inbox-item__from">
        From {message.name} · <a href={`mailto:${message.email}`}>{message.email}</a>
      </p>
      <p className="inbox-item__text">{message.message}</p>
      <div className="inbox-item__actions">
        <a className="btn btn--secondary btn--sm" href={reply}>
          Reply by email
        </a>
        <Button variant="secondary" size="sm" loading={marking} onClick={() => onToggleRead(message)}>
          {message.read ? 'Mark as unread' : 'Mark as read'}
        </Button>
        <Button variant="danger" size="sm" onClick={() => onDelete(message)} aria-label={`Delete the message “${message.subject}”`}>
          Delete
        </Button>
      </div>
    </li>
  )
}
