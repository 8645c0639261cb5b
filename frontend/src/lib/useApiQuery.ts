import { useCallback, useEffect, useRef, useState } from 'react'
import { ApiError, toApiError } from './api'

interface Settled<T> {
  key: string | null
  data?: T
  error?: ApiError
}

export interface QueryResult<T> {
  data: T | undefined
  /** the last data that arrived, kept while a new key loads (avoids flashing) */
  previousData: T | undefined
  error: ApiError | undefined
  loading: boolean
  reload: () => void
}

/**
 * Loads data for a key; a new key (or reload) starts a new request and aborts the old one.
 * Pass null as the key to skip loading.
 */
export function useApiQuery<T>(key: string | null, fetcher: (signal: AbortSignal) => Promise<T>): QueryResult<T> {
  const [settled, setSettled] = useState<Settled<T>>({ key: null })
  const [version, setVersion] = useState(0)
  const fetcherRef = useRef(fetcher)
  useEffect(() => {
    fetcherRef.current = fetcher
  })

  const fullKey = key === null ? null : `${key}#${version}`

  useEffect(() => {
    if (fullKey === null) return
    const controller = new AbortController()
    fetcherRef.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setSettled({ key: fullKey, data })
      },
      (err: unknown) => {
        if (!controller.signal.aborted) setSettled({ key: fullKey, error: toApiError(err) })
      },
    )
    return () => controller.abort()
  }, [fullKey])

  const reload = useCallback(() => setVersion((v) => v + 1), [])
  const isCurrent = settled.key === fullKey
  return {
    data: isCurrent ? settled.data : undefined,
    previousData: settled.data,
    error: isCurrent ? settled.error : undefined,
    loading: fullKey !== null && !isCurrent,
    reload,
  }
}
