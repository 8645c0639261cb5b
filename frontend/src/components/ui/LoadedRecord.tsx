import type { ReactNode } from 'react'
import type { QueryResult } from '@/lib/useApiQuery'
import { EmptyState } from './EmptyState'
import { ErrorState } from './ErrorState'
import { PageSkeleton } from './Skeleton'

interface LoadedRecordProps<T> {
  query: QueryResult<T>
  /** the record after a change on this page, shown instead of the loaded one while it is the same record */
  current: T | null | undefined
  loadingLabel: string
  notFoundTitle: string
  notFoundAction: ReactNode
  notFoundText: string
  children: (record: T) => ReactNode
}

/** One record's page: a skeleton while it loads, a not-found state for 404, a retry for other errors. */
export function LoadedRecord<T>({ query, current, loadingLabel, notFoundTitle, notFoundAction, notFoundText, children }: LoadedRecordProps<T>) {
  return (
    <div className="dash-page">
      {query.loading && <PageSkeleton label={loadingLabel} />}
      {query.error?.status === 404 && (
        <EmptyState icon="search" title={notFoundTitle} action={notFoundAction}>
          {notFoundText}
        </EmptyState>
      )}
      {query.error && query.error.status !== 404 && <ErrorState message={query.error.message} onRetry={query.reload} />}
      {current && children(current)}
    </div>
  )
}
