import { useQuery } from '@tanstack/react-query'
import { brandsQuery } from '../api/productsApi'
import { ProductForm } from '../components/admin/ProductForm'

export default function AddProductPage() {
  const brands = useQuery(brandsQuery)
  return (
    <div className="dash-page">
      <header className="dash-page__head">
        <h1>Add a product</h1>
        <p className="muted">Prices are per piece in dollars; buyers order at least the MOQ.</p>
      </header>
      <div className="panel">
        <ProductForm brands={(brands.data ?? []).map((b) => b.brand)} />
      </div>
    </div>
  )
}
