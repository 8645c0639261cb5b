import { useState, type FormEvent } from 'react'
import { toast } from 'react-toastify'
import { Button } from '@/components/ui/Button'
import { Input } from '@/components/ui/Input'
import { limits } from '@/lib/limits.gen'
import { useSubmit } from '@/lib/useSubmit'
import { saveWarehouse, type Warehouse } from '../../api/warehousesApi'

type Field = 'code' | 'name' | 'address' | 'leadTimeDays' | 'position'

interface WarehouseFormProps {
  /** the warehouse to edit; a new one when left out */
  warehouse?: Warehouse
  onSaved: () => void
  onCancel: () => void
}

/** A warehouse's name, address, lead time (days before its pieces ship) and position. */
export function WarehouseForm({ warehouse, onSaved, onCancel }: WarehouseFormProps) {
  const [values, setValues] = useState({
    code: warehouse?.code ?? '',
    name: warehouse?.name ?? '',
    address: warehouse?.address ?? '',
    leadTimeDays: String(warehouse?.leadTimeDays ?? 0),
    position: String(warehouse?.position ?? 0),
  })
  const { errors, busy, run, clearError } = useSubmit<Field>()
  const set = (field: Field, value: string) => {
    setValues((v) => ({ ...v, [field]: value }))
    clearError(field)
  }
  const lead = limits.WarehouseRequest.leadTimeDays

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    const ok = await run(async () => {
      await saveWarehouse(values.code.trim(), {
        name: values.name,
        address: values.address,
        leadTimeDays: Number(values.leadTimeDays),
        position: Number(values.position),
      })
    })
    if (ok) {
      toast.success(warehouse ? 'Warehouse saved' : 'Warehouse added')
      onSaved()
    }
  }

  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-label={warehouse ? `Edit ${warehouse.name}` : 'Add a warehouse'}>
      {!warehouse && (
        <Input label="Code" name="code" autoComplete="off" spellCheck={false} value={values.code} onChange={(e) => set('code', e.target.value)} error={errors.code} hint="1 to 16 letters, digits or -; the CSV's stockByWarehouse names it." />
      )}
      <Input label="Name" name="name" value={values.name} maxLength={limits.WarehouseRequest.name.maxLength} onChange={(e) => set('name', e.target.value)} error={errors.name} />
      <Input label="Address" name="address" value={values.address} maxLength={limits.WarehouseRequest.address.maxLength} onChange={(e) => set('address', e.target.value)} error={errors.address} />
      <Input label="Lead time (days)" name="leadTimeDays" type="number" inputMode="numeric" min={lead.minimum} max={lead.maximum} value={values.leadTimeDays} onChange={(e) => set('leadTimeDays', e.target.value)} error={errors.leadTimeDays} hint="0 ships today. Orders take stock from the shortest lead time first." />
      <Input label="Position" name="position" type="number" inputMode="numeric" min={limits.WarehouseRequest.position.minimum} max={limits.WarehouseRequest.position.maximum} value={values.position} onChange={(e) => set('position', e.target.value)} error={errors.position} hint="Among warehouses with the same lead time, the lower position gives first." />
      <div className="modal__actions">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" loading={busy}>
          {warehouse ? 'Save warehouse' : 'Add warehouse'}
        </Button>
      </div>
    </form>
  )
}
