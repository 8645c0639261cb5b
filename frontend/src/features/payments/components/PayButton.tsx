import { Button } from '@/components/ui/Button'
import { Spinner } from '@/components/ui/Spinner'
import { formatCents } from '@/lib/money'

interface PayButtonProps {
  amountCents: number
  /** the payment secret has loaded */
  ready: boolean
  busy: boolean
  paid: boolean
}

/** Disabled until the payment secret is loaded, while paying, and after success (spec §4). */
export function PayButton({ amountCents, ready, busy, paid }: PayButtonProps) {
  return (
    <div className="pay-button">
      <Button type="submit" size="lg" className="btn--block" loading={busy} disabled={!ready || paid}>
        {paid ? 'Paid' : `Pay ${formatCents(amountCents)}`}
      </Button>
      {!ready && !paid && (
        <p className="pay-button__wait muted" role="status">
          <Spinner /> Preparing a secure payment…
        </p>
      )}
    </div>
  )
}
