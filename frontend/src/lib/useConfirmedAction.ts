import { useState } from 'react'
import { toast } from 'react-toastify'
import { toApiError } from './api'

/**
 * An action that waits for the "Are you sure?" dialog: ask(item) opens it, confirm() runs the
 * action on that item and closes it, and a failure toasts the server's message.
 */
export function useConfirmedAction<T>(action: (item: T) => Promise<void>) {
  const [pending, setPending] = useState<T | null>(null)
  const [busy, setBusy] = useState(false)

  async function confirm() {
    if (pending === null) return
    setBusy(true)
    try {
      await action(pending)
    } catch (err) {
      toast.error(toApiError(err).message)
    } finally {
      setBusy(false)
      setPending(null)
    }
  }

  return { pending, busy, confirm, ask: (item: T) => setPending(() => item), dismiss: () => setPending(null) }
}
