import { useState } from 'react'
import { Input, Textarea } from '@/components/ui/Input'
import { limits } from '@/lib/limits.gen'
import { useSubmit } from '@/lib/useSubmit'

export type CompanyField = 'name' | 'vatId' | 'billingAddress' | 'poRequired'
type TextField = Exclude<CompanyField, 'poRequired'>
export type CompanyText = Record<TextField, string>

const { name: NAME, vatId: VAT_ID, billingAddress: ADDRESS } = limits.CreateCompanyRequest

/**
 * The company's name, VAT id and billing address as typed, for founding a company and editing
 * it: trimmed() answers them trimmed, or null (with a message on the name) when there is no name.
 */
export function useCompanyFields(initial: CompanyText) {
  const [values, setValues] = useState(initial)
  const submit = useSubmit<CompanyField>()

  function change(field: TextField, value: string) {
    setValues((v) => ({ ...v, [field]: value }))
    submit.clearError(field)
  }

  function trimmed(): CompanyText | null {
    const name = values.name.trim()
    if (!name) {
      submit.setErrors({ name: 'Company name is Required' })
      return null
    }
    return { name, vatId: values.vatId.trim(), billingAddress: values.billingAddress.trim() }
  }

  const fields = (
    <>
      <div className="form__grid">
        <Input label="Company name" name="name" autoComplete="organization" maxLength={NAME.maxLength} value={values.name} onChange={(e) => change('name', e.target.value)} error={submit.errors.name} disabled={submit.busy} required />
        <Input label="VAT id" name="vatId" maxLength={VAT_ID.maxLength} value={values.vatId} onChange={(e) => change('vatId', e.target.value)} error={submit.errors.vatId} disabled={submit.busy} hint="Printed on every member's invoices." />
      </div>
      <Textarea label="Billing address" name="billingAddress" autoComplete="street-address" rows={3} maxLength={ADDRESS.maxLength} value={values.billingAddress} onChange={(e) => change('billingAddress', e.target.value)} error={submit.errors.billingAddress} disabled={submit.busy} />
    </>
  )

  return { ...submit, fields, trimmed }
}
