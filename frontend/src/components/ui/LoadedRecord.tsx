import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { EmptyState } from './EmptyState'
import { ErrorState } from './ErrorState'
import { PageSkeleton } from './Skeleton'

interface LoadedRecordProps<T> {
  /** the record's query; an action on the page puts its answer in the cache, so it shows here */
  query: UseQueryResult<T>
  loadingLabel: string
  notFoundTitle: string
  notFoundAction: ReactNode
  notFoundText: string
  children: (record: T) => ReactNode
}

/** One record's page: a skeleton while it loads, a not-found state for 404, a retry for other errors. */
export function LoadedRecord<T>({ query, loadingLabel, notFoundTitle, notFoundAction, notFoundText, children }: LoadedRecordProps<T>) {
  const { data, error } = query
  return (
    <div className="dash-page">
      {query.isPending && <PageSkeleton label={loadingLabel} />}
      {error?.status === 404 && (
        <EmptyState icon="search" title={notFoundTitle} action={notFoundAction}>
          {notFoundText}
        </EmptyState>
      )}
      {error && error.status !== 404 && <ErrorState message={error.message} onRetry={() => void query.refetch()} />}
      {data !== undefined && !error && children(data)}
    </div>
  )
}
