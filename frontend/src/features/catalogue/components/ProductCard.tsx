import { useId, type ReactNode } from 'react'
import { Link } from 'react-router'
import { Badge } from '@/components/ui/Badge'
import { Price } from '@/components/ui/Price'
import { ProductImage } from '@/components/ui/ProductImage'
import { availabilityText } from '@/lib/availability'
import { YourPrice } from '@/components/ui/YourPrice'
import { formatCount } from '@/lib/money'
import { useContractPrices } from '@/lib/myCompany'
import { stockState } from '@/lib/stockState'
import type { Product } from '@/lib/types'

/** One column on phones; about 360 px wide in the grid on wider screens. */
const PRODUCT_CARD_SIZES = '(max-width: 640px) 100vw, 360px'

interface ProductCardProps {
  product: Product
  /** the add-to-cart control, when the shop composes one in */
  addToCart?: ReactNode
  /** opens "Buy now" for this product in a dialog over the page (the booking form in place) */
  onBuyNow?: () => void
  eagerImage?: boolean
}

/**
 * A card's parts are rows of the grid (subgrid), so the prices and buttons of one row of
 * cards line up whatever the length of each name.
 */
export function ProductCard({ product, addToCart, onBuyNow, eagerImage }: ProductCardProps) {
  const titleId = useId()
  const contract = useContractPrices().get(product.id)
  return (
    <article className={`product-card ${product.orderable ? '' : 'product-card--out'}`} aria-labelledby={titleId}>
      <ProductImage src={product.img} srcSet={product.imgSrcset} sizes={PRODUCT_CARD_SIZES} alt={product.name} eager={eagerImage} />
      <div className="product-card__body">
        <p className="product-card__brand">{product.brand}</p>
        <h3 className="product-card__name" id={titleId}>
          {product.name}
        </h3>
        {product.sku && <p className="product-card__sku">{product.sku}</p>}
      </div>
      <div className="product-card__buy">
        <p className="product-card__price">
          <Price cents={product.priceCents} className="price--lg" /> <span className="muted">/ pc</span>
        </p>
        <YourPrice listCents={product.priceCents} contractCents={contract?.unitPriceCents} />
        <dl className="facts">
          <div>
            <dt>Stock</dt>
            <dd className="num">{formatCount(product.stock)} pcs</dd>
          </div>
          <div>
            <dt className="visually-hidden">Minimum order</dt>
            <dd className="num">MOQ {formatCount(product.minOrderQuantity)} pcs</dd>
          </div>
        </dl>
        <StockBadge product={product} />
        {product.availability.length > 0 && <p className="product-card__availability muted">{availabilityText(product.availability)}</p>}
      </div>
      <div className="product-card__cart">{addToCart}</div>
      <div className="product-card__actions">
        {product.orderable ? (
          <Link className="btn btn--primary btn--md" to={`/purchase/${product.id}`}>
            Order Now
          </Link>
        ) : (
          <button type="button" className="btn btn--primary btn--md" disabled>
            Order Now
          </button>
        )}
        {onBuyNow && product.orderable && (
          <button type="button" className="btn btn--ghost btn--md" aria-haspopup="dialog" onClick={onBuyNow}>
            Buy now
          </button>
        )}
      </div>
    </article>
  )
}

/** In stock, out of stock, or below its minimum order, with why in its tooltip. */
export function StockBadge({ product }: { product: Product }) {
  const state = stockState(product)
  return (
    <span title={state.detail || undefined}>
      <Badge tone={state.tone}>{state.label}</Badge>
    </span>
  )
}
