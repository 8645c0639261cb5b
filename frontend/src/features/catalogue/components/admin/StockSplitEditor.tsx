import { useQuery } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { toast } from 'react-toastify'
import { Button } from '@/components/ui/Button'
import { ErrorState } from '@/components/ui/ErrorState'
import { Input } from '@/components/ui/Input'
import { SkeletonText } from '@/components/ui/Skeleton'
import { queryClient } from '@/lib/queryClient'
import { limits } from '@/lib/limits.gen'
import { formatCount } from '@/lib/money'
import { useSubmit } from '@/lib/useSubmit'
import { productStockQuery, setProductStock, warehousesQuery, type WarehouseStock } from '../../api/warehousesApi'

/** The product's count in each warehouse, edited together; the total is their sum. onSaved gets its new total. */
export function StockSplitEditor({ productId, onSaved }: { productId: string; onSaved?: (stock: number) => void }) {
  const stock = useQuery(productStockQuery(productId))
  const warehouses = useQuery(warehousesQuery)
  if (stock.error) return <ErrorState message={stock.error.message} onRetry={() => void stock.refetch()} />
  if (!stock.data || !warehouses.data) return <SkeletonText lines={2} />
  const names = new Map(warehouses.data.map((w) => [w.code, w.name]))
  return <SplitForm key={stock.data.updatedAt} productId={productId} split={stock.data.stockByWarehouse ?? []} names={names} onSaved={onSaved} />
}

interface SplitFormProps {
  productId: string
  split: WarehouseStock[]
  names: Map<string, string>
  onSaved?: (stock: number) => void
}

function SplitForm({ productId, split, names, onSaved }: SplitFormProps) {
  const [counts, setCounts] = useState(() => Object.fromEntries(split.map((s) => [s.code, String(s.stock)])))
  const { errors, busy, run } = useSubmit<string>()
  const total = Object.values(counts).reduce((sum, n) => sum + (Number(n) || 0), 0)

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    const ok = await run(async () => {
      const product = await setProductStock(productId, split.map((s) => ({ code: s.code, stock: Number(counts[s.code]) })))
      queryClient.setQueryData(productStockQuery(productId).queryKey, product)
      onSaved?.(product.stock)
    })
    if (ok) toast.success('Stock saved')
  }

  return (
    <form className="form stock-split" onSubmit={onSubmit} noValidate aria-label="Stock per warehouse">
      <h3>Stock per warehouse</h3>
      {split.map((s, i) => (
        <Input
          key={s.code}
          label={`${names.get(s.code) ?? s.code} (${s.code})`}
          name={`stock-${s.code}`}
          type="number"
          inputMode="numeric"
          min={limits.WarehouseStock.stock.minimum}
          max={limits.WarehouseStock.stock.maximum}
          value={counts[s.code] ?? ''}
          onChange={(e) => setCounts((c) => ({ ...c, [s.code]: e.target.value }))}
          error={errors[`warehouses.${i}`]}
        />
      ))}
      <p className="muted">Total {formatCount(total)} pcs. Stock that arrives goes to backordered orders first.</p>
      <div className="modal__actions">
        <Button type="submit" loading={busy}>
          Save stock
        </Button>
      </div>
    </form>
  )
}
