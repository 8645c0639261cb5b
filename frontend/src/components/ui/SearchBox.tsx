import type { FormEvent } from 'react'
import { useSyncedState } from '@/lib/useSyncedState'
import { Button } from './Button'
import { Input } from './Input'

interface SearchBoxProps {
  label: string
  /** the search in force (e.g. from the URL); the box follows it when it changes */
  value: string
  onSearch: (text: string) => void
  placeholder?: string
  name?: string
}

/** A search field that applies its text on Enter or Search, not on every key. */
export function SearchBox({ label, value, onSearch, placeholder, name = 'q' }: SearchBoxProps) {
  const [text, setText] = useSyncedState(value)

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    onSearch(text.trim())
  }

  return (
    <form className="search-box" role="search" aria-label={label} onSubmit={onSubmit}>
      <Input label={label} type="search" name={name} value={text} onChange={(e) => setText(e.target.value)} placeholder={placeholder} fieldClassName="search-box__field" />
      <Button type="submit" variant="secondary">
        Search
      </Button>
    </form>
  )
}
