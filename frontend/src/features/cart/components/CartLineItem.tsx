import { Link } from 'react-router'
import { Button } from '@/components/ui/Button'
import { Price } from '@/components/ui/Price'
import { ProductImage } from '@/components/ui/ProductImage'
import { availabilityText, shipmentText } from '@/lib/availability'
import { YourPriceTag } from '@/components/ui/YourPrice'
import { formatCents, formatCount } from '@/lib/money'
import { useContractPrices } from '@/lib/myCompany'
import type { CartLine } from '@/lib/types'
import { QuantityField } from './QuantityField'

interface CartLineItemProps {
  line: CartLine
  removing: boolean
  onQuantity: (line: CartLine, quantity: number) => Promise<unknown>
  onRemove: (line: CartLine) => void
}

/** One cart line: picture, name, quantity, prices, and what stops it being ordered. */
export function CartLineItem({ line, removing, onQuantity, onRemove }: CartLineItemProps) {
  const problemId = `problem-${line.productId}`
  const contract = useContractPrices().get(line.productId)
  const onContract = contract !== undefined && line.unitPriceCents === contract.unitPriceCents
  return (
    <li className={`cart-line ${line.problem ? 'cart-line--problem' : ''}`} aria-label={line.productName} aria-describedby={line.problem ? problemId : undefined}>
      <ProductImage src={line.img} srcSet={line.imgSrcset} alt="" width={160} className="cart-line__picture" />
      <div className="cart-line__main">
        <h2 className="cart-line__name">
          <Link to={`/purchase/${line.productId}`}>{line.productName}</Link>
        </h2>
        <p className="cart-line__meta muted">
          {line.sku && <span className="cart-line__sku">{line.sku} · </span>}
          {onContract ? <YourPriceTag cents={line.unitPriceCents} /> : <Price cents={line.unitPriceCents} />} per piece · MOQ {formatCount(line.minOrderQuantity)}
        </p>
        {line.nextBreak && (
          <p className="cart-line__break">
            Order {formatCount(line.nextBreak.minQuantity)} for {formatCents(line.nextBreak.unitPriceCents)} each
          </p>
        )}
        <div className="cart-line__controls">
          <QuantityField label="Quantity" quantity={line.quantity} problemId={line.problem ? problemId : undefined} onCommit={(quantity) => onQuantity(line, quantity)} />
          <p className="cart-line__total">
            <span className="muted">Line total</span> <Price cents={line.lineTotalCents} />
          </p>
          <Button variant="ghost" size="sm" onClick={() => onRemove(line)} loading={removing} aria-label={`Remove ${line.productName}`}>
            Remove
          </Button>
        </div>
        <LineShipping line={line} />
        {line.problem && (
          <p className="cart-line__problem" id={problemId}>
            {line.problem}
          </p>
        )}
      </div>
    </li>
  )
}

/** When the line's pieces ship: what is in stock by lead time, and what is backordered. */
function LineShipping({ line }: { line: CartLine }) {
  if (line.problem) return null
  const when = shipmentText(line)
  const stock = availabilityText(line.availability)
  if (!when && !stock) return null
  return <p className="cart-line__shipping">{when || stock}</p>
}
