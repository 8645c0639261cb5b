import type { ReactNode } from 'react'
import { Button } from './Button'
import { Modal } from './Modal'

interface ConfirmDialogProps {
  /** what will happen, e.g. "Delete Samsung 980 PRO 1TB? This can't be undone." */
  children?: ReactNode
  confirmLabel?: string
  /** the button that backs out; say what is kept when "Cancel" would be ambiguous */
  cancelLabel?: string
  busy?: boolean
  onConfirm: () => void
  onCancel: () => void
}

/** The "Are you sure?" confirmation before every delete (docs/product.md). */
export function ConfirmDialog({ children, confirmLabel = 'Delete', cancelLabel = 'Cancel', busy = false, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <Modal title="Are you sure?" onClose={onCancel} role="alertdialog">
      {children && <div className="modal__body">{children}</div>}
      <div className="modal__actions">
        <Button variant="secondary" onClick={onCancel} data-autofocus disabled={busy}>
          {cancelLabel}
        </Button>
        <Button variant="danger" onClick={onConfirm} loading={busy}>
          {confirmLabel}
        </Button>
      </div>
    </Modal>
  )
}
