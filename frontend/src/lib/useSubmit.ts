import { useState } from 'react'
import { toast } from 'react-toastify'
import { toApiError } from './api'

export type FormErrors<F extends string> = Partial<Record<F, string>>

/**
 * Runs a form's request: busy while it runs; a refusal puts the server's messages on the
 * fields and toasts its summary. run() answers whether the request succeeded.
 */
export function useSubmit<F extends string>() {
  const [errors, setErrors] = useState<FormErrors<F>>({})
  const [busy, setBusy] = useState(false)

  async function run(request: () => Promise<void>): Promise<boolean> {
    setBusy(true)
    setErrors({})
    try {
      await request()
      return true
    } catch (err) {
      const error = toApiError(err)
      setErrors(error.fields as FormErrors<F>)
      toast.error(error.message)
      return false
    } finally {
      setBusy(false)
    }
  }

  const clearError = (field: F) => setErrors((e) => ({ ...e, [field]: undefined }))
  return { errors, setErrors, busy, run, clearError }
}
