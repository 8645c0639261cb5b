import { useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/Button'
import { Input } from '@/components/ui/Input'
import { Modal } from '@/components/ui/Modal'
import { DEFAULT_TERMS, MAX_NET_DAYS, MIN_NET_DAYS, netDaysError } from '@/lib/terms'
import type { Terms, User } from '@/lib/types'
import { useSubmit } from '@/lib/useSubmit'
import { setUserTerms } from '../api/usersApi'
import { SampleSellerNotice } from '@/components/ui/SampleSellerNotice'

interface TermsDialogProps {
  user: User
  onSaved: (user: User) => void
  onClose: () => void
}

/** A customer's terms: pay by invoice (due net days after the order) and tax exemption. */
export function TermsDialog({ user, onSaved, onClose }: TermsDialogProps) {
  const initial = user.terms ?? DEFAULT_TERMS
  const [invoiceTerms, setInvoiceTerms] = useState(initial.invoiceTerms)
  const [netDays, setNetDays] = useState(String(initial.netDays))
  const [taxExempt, setTaxExempt] = useState(initial.taxExempt)
  const { errors, setErrors, busy, run } = useSubmit<keyof Terms>()

  async function submit(event: FormEvent) {
    event.preventDefault()
    const invalid = netDaysError(netDays)
    if (invalid) return setErrors({ netDays: invalid })
    await run(async () => onSaved(await setUserTerms(user.id, { invoiceTerms, netDays: Number(netDays), taxExempt })))
  }

  return (
    <Modal title={`Terms for ${user.name || user.email}`} onClose={onClose}>
      <form className="form" onSubmit={submit} noValidate>
        {invoiceTerms && <SampleSellerNotice />}
        <label className="check">
          <input type="checkbox" name="invoiceTerms" checked={invoiceTerms} onChange={(e) => setInvoiceTerms(e.target.checked)} data-autofocus /> Pay by invoice
        </label>
        <Input label="Net days" name="netDays" inputMode="numeric" value={netDays} onChange={(e) => setNetDays(e.target.value)} error={errors.netDays} hint={`Days from the order to the invoice's due date, ${MIN_NET_DAYS} to ${MAX_NET_DAYS}.`} />
        <label className="check">
          <input type="checkbox" name="taxExempt" checked={taxExempt} onChange={(e) => setTaxExempt(e.target.checked)} /> Tax exempt
        </label>
        <div className="modal__actions">
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" loading={busy}>
            Save terms
          </Button>
        </div>
      </form>
    </Modal>
  )
}
