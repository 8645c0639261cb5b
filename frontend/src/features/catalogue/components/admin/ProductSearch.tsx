import { useEffect, useRef, type FormEvent } from 'react'
import { Input } from '@/components/ui/Input'
import { useSyncedState } from '@/lib/useSyncedState'

/** How long typing pauses before the list follows it. */
export const PRODUCT_SEARCH_DELAY_MS = 300

interface ProductSearchProps {
  /** the search in force (from the URL); the box follows it when it changes, e.g. on Back */
  value: string
  onSearch: (text: string) => void
}

/** The admin product list's search: it applies as typing pauses, or at once on Enter. */
export function ProductSearch({ value, onSearch }: ProductSearchProps) {
  const [text, setText] = useSyncedState(value)
  const timer = useRef<number | undefined>(undefined)
  useEffect(() => () => window.clearTimeout(timer.current), [])

  function change(next: string) {
    setText(next)
    window.clearTimeout(timer.current)
    timer.current = window.setTimeout(() => onSearch(next.trim()), PRODUCT_SEARCH_DELAY_MS)
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    window.clearTimeout(timer.current)
    onSearch(text.trim())
  }

  return (
    <form className="search-box" role="search" aria-label="Search products" onSubmit={submit}>
      <Input label="Search products" type="search" name="q" value={text} onChange={(e) => change(e.target.value)} placeholder="Name, brand or description" fieldClassName="search-box__field" />
    </form>
  )
}
