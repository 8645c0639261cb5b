import { useState } from 'react'

/** Local editable state that follows its source whenever the source changes (e.g. Back). */
export function useSyncedState(source: string): [string, (value: string) => void] {
  const [value, setValue] = useState(source)
  const [seen, setSeen] = useState(source)
  if (source !== seen) {
    setSeen(source)
    setValue(source)
  }
  return [value, setValue]
}
