import { useApiQuery } from '@/lib/useApiQuery'
import { listBrands } from '../api/productsApi'
import { ProductForm } from '../components/admin/ProductForm'

export default function AddProductPage() {
  const brands = useApiQuery('brands', (signal) => listBrands(signal))
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
