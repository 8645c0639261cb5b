import { useAppConfig } from '@/config/appConfig'

/**
 * Warns the admin granting invoice terms that invoices would print sample seller or bank details:
 * the buyer would be told to pay an account that isn't the shop's.
 */
export function SampleSellerNotice() {
  const config = useAppConfig()
  const missing = config?.sampleSellerDetails ?? []
  if (missing.length === 0) return null
  return (
    <p className="form__error" role="alert">
      Invoices print sample seller details until the server sets {missing.join(', ')}. Don&apos;t send buyers on invoice
      terms an invoice before then.
    </p>
  )
}
