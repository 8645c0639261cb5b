import { Navigate, useParams } from 'react-router'

/** /orders/:id, the order link the shop mails (approval requests and outcomes): the order's dashboard page. */
export default function OrderLinkRoute() {
  const { id = '' } = useParams()
  return <Navigate to={`/dashboard/orders/${id}`} replace />
}
