import { Button } from '@/components/ui/Button'
import { Spinner } from '@/components/ui/Spinner'
import { formatCents } from '@/lib/money'

interface PayButtonProps {
  amountCents: number
  /** the payment secret has loaded */
  ready: boolean
  busy: boolean
}

/** Disabled until the payment secret is loaded and while paying, so a payment is never sent twice; after success the receipt replaces the form. */
export function PayButton({ amountCents, ready, busy }: PayButtonProps) {
  return (
    <div className="pay-button">
      <Button type="submit" size="lg" className="btn--block" loading={busy} disabled={!ready}>
        {`Pay ${formatCents(amountCents)}`}
      </Button>
      {!ready && (
        <p className="pay-button__wait muted" role="status">
          <Spinner /> Preparing a secure payment…
        </p>
      )}
    </div>
  )
}
