import { useQuery } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { toast } from 'react-toastify'
import { Button } from '@/components/ui/Button'
import { Select, Textarea } from '@/components/ui/Input'
import { Modal } from '@/components/ui/Modal'
import type { ReturnRecord } from '@/lib/types'
import { useSubmit } from '@/lib/useSubmit'
import { useReturnStep, warehousesQuery } from '../api/returnsApi'

interface StepDialogProps {
  record: ReturnRecord
  onClose: () => void
}

const NOTES = {
  approve: { title: 'Approve return', field: 'instructions', label: 'Instructions for the buyer', hint: 'Where and how to send the pieces; the buyer is mailed them.', submit: 'Approve', done: 'approved; the buyer is mailed the instructions' },
  reject: { title: 'Reject return', field: 'reason', label: 'Reason', hint: 'The buyer is mailed it.', submit: 'Reject', done: 'rejected; the buyer is mailed why' },
} as const

/** Approves a requested return with instructions, or rejects it with a reason: both are mailed to the buyer. */
export function ReturnNoteDialog({ record, step, onClose }: StepDialogProps & { step: keyof typeof NOTES }) {
  const copy = NOTES[step]
  const [text, setText] = useState('')
  const { errors, setErrors, busy, run } = useSubmit<string>()
  const take = useReturnStep()

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!text.trim()) return setErrors({ [copy.field]: `${copy.label} is Required` })
    const action = step === 'approve' ? { step, instructions: text.trim() } : { step, reason: text.trim() }
    if (await run(async () => void (await take.mutateAsync({ id: record.id, action })))) {
      toast.success(`${record.number} ${copy.done}`)
      onClose()
    }
  }

  return (
    <Modal title={`${copy.title} ${record.number}`} onClose={onClose}>
      <form className="form" onSubmit={submit} noValidate aria-label={copy.title}>
        <Textarea label={copy.label} name={copy.field} value={text} onChange={(e) => setText(e.target.value)} error={errors[copy.field]} hint={copy.hint} rows={4} disabled={busy} data-autofocus />
        <StepActions busy={busy} submit={copy.submit} onClose={onClose} />
      </form>
    </Modal>
  )
}

/** Records the pieces received; resellable ones go back into a warehouse's stock. */
export function ReceiveReturnDialog({ record, onClose }: StepDialogProps) {
  const [restock, setRestock] = useState(true)
  const [warehouse, setWarehouse] = useState('main')
  const warehouses = useQuery({ ...warehousesQuery, enabled: restock })
  const { errors, busy, run } = useSubmit<string>()
  const take = useReturnStep()

  async function submit(event: FormEvent) {
    event.preventDefault()
    const receive = restock ? { restock, warehouse } : { restock }
    if (await run(async () => void (await take.mutateAsync({ id: record.id, action: { step: 'receive', receive } })))) {
      toast.success(restock ? `${record.number} received; its pieces are back in stock` : `${record.number} received`)
      onClose()
    }
  }

  return (
    <Modal title={`Receive return ${record.number}`} onClose={onClose}>
      <form className="form" onSubmit={submit} noValidate aria-label="Receive return">
        <label className="check">
          <input type="checkbox" name="restock" checked={restock} onChange={(e) => setRestock(e.target.checked)} disabled={busy} data-autofocus /> Put the pieces back into stock (they can be sold again)
        </label>
        {restock && (
          <Select label="Warehouse" name="warehouse" value={warehouse} onChange={(e) => setWarehouse(e.target.value)} error={errors.warehouse} disabled={busy || warehouses.isLoading}>
            {(warehouses.data ?? [{ code: 'main', name: 'Main warehouse' }]).map((w) => (
              <option key={w.code} value={w.code}>
                {w.name} ({w.code})
              </option>
            ))}
          </Select>
        )}
        <StepActions busy={busy} submit="Mark received" onClose={onClose} />
      </form>
    </Modal>
  )
}

function StepActions({ busy, submit, onClose }: { busy: boolean; submit: string; onClose: () => void }) {
  return (
    <div className="modal__actions">
      <Button variant="secondary" onClick={onClose} disabled={busy}>
        Cancel
      </Button>
      <Button type="submit" loading={busy}>
        {submit}
      </Button>
    </div>
  )
}
