import { Input } from '@/components/ui/Input'
import { limits } from '@/lib/limits.gen'

interface SaveAddressOptionProps {
  checked: boolean
  label: string
  onCheckedChange: (checked: boolean) => void
  onLabelChange: (label: string) => void
}

/** "Save this address" for next time, with the label to pick it by. */
export function SaveAddressOption({ checked, label, onCheckedChange, onLabelChange }: SaveAddressOptionProps) {
  return (
    <>
      <label className="check">
        <input type="checkbox" name="saveAddress" checked={checked} onChange={(e) => onCheckedChange(e.target.checked)} /> Save this address
      </label>
      {checked && <Input label="Label for this address" name="addressLabel" value={label} maxLength={limits.AddressRequest.label.maxLength} onChange={(e) => onLabelChange(e.target.value)} hint="How you'll pick it next time; leave empty to use its first line." />}
    </>
  )
}
