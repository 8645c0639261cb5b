import { useState } from 'react'
import { toast } from 'react-toastify'
import { toApiError, type ApiError } from './api'

export type FormErrors<F extends string> = Partial<Record<F, string>>

/**
 * The one place a refused form request reaches the form: each message the server gave for a
 * field goes on that field (a 400's `fields`), and its summary is toasted. Hand-written forms
 * use it through useSubmit; react-hook-form forms pass their setError.
 */
export function showRefusal(err: unknown, setField: (field: string, message: string) => void): ApiError {
  const error = toApiError(err)
  for (const [field, message] of Object.entries(error.fields)) setField(field, message)
  toast.error(error.message)
  return error
}

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
      showRefusal(err, (field, message) => setErrors((e) => ({ ...e, [field]: message })))
      return false
    } finally {
      setBusy(false)
    }
  }

  const clearError = (field: F) => setErrors((e) => ({ ...e, [field]: undefined }))
  return { errors, setErrors, busy, run, clearError }
}
