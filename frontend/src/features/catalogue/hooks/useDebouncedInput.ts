import { useEffect, useRef } from 'react'
import { useSyncedState } from '@/lib/useSyncedState'

/** How long typing must pause before a text filter applies. */
export const FILTER_DEBOUNCE_MS = 400

/**
 * A text input that applies itself once typing pauses: commit gets the trimmed text when it
 * differs from the source and passes accept. The text follows the source when it changes (Back).
 */
export function useDebouncedInput(source: string, commit: (text: string) => void, accept: (text: string) => boolean = () => true) {
  const [text, setText] = useSyncedState(source)
  const latest = useRef({ commit, accept })
  useEffect(() => {
    latest.current = { commit, accept }
  })

  useEffect(() => {
    const trimmed = text.trim()
    if (trimmed === source || !latest.current.accept(trimmed)) return
    const timer = setTimeout(() => latest.current.commit(trimmed), FILTER_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [text, source])

  return [text, setText] as const
}
