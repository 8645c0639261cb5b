import { Select } from '@/components/ui/Input'
import type { SavedAddress } from '@/lib/types'

interface SavedAddressPickerProps {
  addresses: SavedAddress[]
  /** the picked address's id, or "" while the buyer types one */
  value: string
  onPick: (address: SavedAddress) => void
}

/** Fills the delivery address and phone from one of the account's saved addresses. */
export function SavedAddressPicker({ addresses, value, onPick }: SavedAddressPickerProps) {
  function pick(id: string) {
    const address = addresses.find((a) => a.id === id)
    if (address) onPick(address)
  }
  return (
    <Select label="Saved address" name="savedAddress" value={value} onChange={(e) => pick(e.target.value)} hint="Fills in the address and phone below.">
      <option value="">Choose a saved address…</option>
      {addresses.map((a) => (
        <option key={a.id} value={a.id}>
          {a.label}
        </option>
      ))}
    </Select>
  )
}
