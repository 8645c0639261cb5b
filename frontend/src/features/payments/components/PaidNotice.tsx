import { Link } from 'react-router'
import { SUCCESS_TEXT } from './payFormProps'

export function PaidNotice({ transactionId }: { transactionId: string }) {
  return (
    <div className="paid-notice" role="status">
      <p className="paid-notice__title">{SUCCESS_TEXT}</p>
      <p className="paid-notice__id">
        Your transaction id: <code>{transactionId}</code>
      </p>
      <Link className="link-arrow" to="/dashboard/myOrders">
        Back to My Orders →
      </Link>
    </div>
  )
}
