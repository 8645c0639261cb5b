import { Link, useParams } from 'react-router'

// Placeholder: the second front-end helper replaces this file (keep the default export's name and props).
// Route /purchase/:id (sign-in required): product detail plus the order form.
export default function PurchasePage() {
  const { id } = useParams()
  return (
    <div className="container page placeholder">
      <h1>Order product</h1>
      <p className="muted">The order form for product {id} goes here.</p>
      <Link to="/products">Back to products</Link>
    </div>
  )
}
