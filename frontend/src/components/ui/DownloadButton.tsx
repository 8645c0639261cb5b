import { useState } from 'react'
import { toast } from 'react-toastify'
import { toApiError } from '@/lib/api'
import { saveBlob } from '@/lib/download'
import { Button, type ButtonProps } from './Button'

interface DownloadButtonProps extends Omit<ButtonProps, 'onClick' | 'loading'> {
  /** fetches the file (with the sign-in token, which a bare link can't carry) */
  fetchFile: () => Promise<Blob>
  filename: string
}

/** Fetches a file and hands it to the browser to save; a failure is toasted with the server's message. */
export function DownloadButton({ fetchFile, filename, variant = 'secondary', children, ...rest }: DownloadButtonProps) {
  const [busy, setBusy] = useState(false)

  async function download() {
    setBusy(true)
    try {
      saveBlob(await fetchFile(), filename)
    } catch (err) {
      toast.error(toApiError(err).message)
    } finally {
      setBusy(false)
    }
  }

  return (
    <Button variant={variant} loading={busy} onClick={() => void download()} {...rest}>
      {children}
    </Button>
  )
}
