import type { ReactNode } from 'react'

interface EmptyStateProps {
  title: string
  children?: ReactNode
  action?: ReactNode
}

export function EmptyState({ title, children, action }: EmptyStateProps) {
  return (
    <div className="empty-state" role="status">
      <svg className="empty-state__icon" viewBox="0 0 64 64" width="64" height="64" aria-hidden="true">
        <rect x="10" y="26" width="44" height="26" rx="3" fill="none" stroke="currentColor" strokeWidth="3" />
        <path d="M10 34h44M22 26V16h20v10" fill="none" stroke="currentColor" strokeWidth="3" strokeLinejoin="round" />
        <path d="M6 56h52" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <h2 className="empty-state__title">{title}</h2>
      {children && <div className="empty-state__text">{children}</div>}
      {action && <div className="empty-state__action">{action}</div>}
    </div>
  )
}
