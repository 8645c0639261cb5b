import { Link } from 'react-router'
import type { Product } from '@/lib/types'

export interface QuickOrderFormProps {
  product: Product
  /** called after a successful booking (the form closes) */
  onDone: () => void
}

// Placeholder: the second front-end helper replaces this file (keep the default export's name and props).
// The booking form that opens in place on the products page.
export default function QuickOrderForm({ product, onDone }: QuickOrderFormProps) {
  return (
    <div className="quick-order placeholder">
      <p>
        Order {product.name} from {product.minOrderQuantity} pieces on the <Link to={`/purchase/${product.id}`}>order page</Link>.
      </p>
      <button type="button" className="btn btn--ghost btn--sm" onClick={onDone}>
        Close
      </button>
    </div>
  )
}
