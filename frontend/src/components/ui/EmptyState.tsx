import type { ReactNode } from 'react'
import { EMPTY_STATE_ICONS, type EmptyStateIcon } from './emptyStateIcons'

interface EmptyStateProps {
  title: string
  /** a drawing that fits what the list would hold */
  icon?: EmptyStateIcon
  children?: ReactNode
  action?: ReactNode
}

export function EmptyState({ title, icon = 'box', children, action }: EmptyStateProps) {
  return (
    <div className="empty-state" role="status">
      <svg className="empty-state__icon" viewBox="0 0 64 64" width="64" height="64" aria-hidden="true" data-icon={icon}>
        {EMPTY_STATE_ICONS[icon]}
      </svg>
      <h2 className="empty-state__title">{title}</h2>
      {children && <div className="empty-state__text">{children}</div>}
      {action && <div className="empty-state__action">{action}</div>}
    </div>
  )
}
