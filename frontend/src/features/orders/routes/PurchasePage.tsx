import { useQuery } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { Link, useParams } from 'react-router'
import { EmptyState } from '@/components/ui/EmptyState'
import { ErrorState } from '@/components/ui/ErrorState'
import { Price } from '@/components/ui/Price'
import { PriceTable } from '@/components/ui/PriceTable'
import { ProductImage } from '@/components/ui/ProductImage'
import { YourPrice } from '@/components/ui/YourPrice'
import { Skeleton, SkeletonText } from '@/components/ui/Skeleton'
import { availabilityText } from '@/lib/availability'
import { formatCount } from '@/lib/money'
import { useContractPrices } from '@/lib/myCompany'
import { parseQuantity } from '@/lib/quantity'
import { stockState } from '@/lib/stockState'
import type { Product } from '@/lib/types'
import { useTitle } from '@/lib/useTitle'
import { productQuery } from '../api/ordersApi'
import { BuyBox } from '../components/BuyBox'
import '../orders.css'

interface PurchasePageProps {
  /** renders "Add to cart" for the pieces in the page's quantity box (null while not a whole number); composed in src/app */
  renderAddToCart?: (product: Product, quantity: number | null) => ReactNode
  /** renders the "Request a quote" button for this quantity; composed in src/app */
  renderQuoteButton?: (product: Product, quantity: number) => ReactNode
  /** renders checkout's form for buying this quantity now (null while it can't be ordered); composed in src/app */
  renderCheckout?: (product: Product, quantity: number | null) => ReactNode
  /** renders the breadcrumb to the product's category; composed in src/app */
  renderCrumbs?: (product: Product) => ReactNode
  /** renders the product's specifications; composed in src/app */
  renderSpecs?: (product: Product) => ReactNode
}

// Route /purchase/:id (sign-in required): product detail, and one way to buy it: a quantity,
// then the cart or checkout's form for this product alone.
export default function PurchasePage({ renderCrumbs, ...slots }: PurchasePageProps) {
  const { id = '' } = useParams()
  const product = useQuery(productQuery(id))
  useTitle(product.data?.name)

  return (
    <div className="container page">
      {product.data && renderCrumbs ? (
        renderCrumbs(product.data)
      ) : (
        <nav className="purchase__crumbs" aria-label="Breadcrumb">
          <Link to="/products">← All products</Link>
        </nav>
      )}
      {product.isLoading && <PurchaseSkeleton />}
      {product.error?.status === 404 && (
        <EmptyState title="This product is no longer available" action={<Link className="btn btn--primary btn--md" to="/products">Browse products</Link>}>
          It may have been removed from the catalogue. Pick another line from the products page.
        </EmptyState>
      )}
      {product.error && product.error.status !== 404 && <ErrorState message={product.error.message} onRetry={() => void product.refetch()} />}
      {product.data && <PurchaseDetail product={product.data} {...slots} />}
    </div>
  )
}

interface PurchaseDetailProps extends Omit<PurchasePageProps, 'renderCrumbs'> {
  product: Product
}

// The name and price come first in the page (and first on a phone); the description and
// specifications follow them, beside the order form on wide screens.
function PurchaseDetail({ product, renderSpecs, ...slots }: PurchaseDetailProps) {
  const contract = useContractPrices().get(product.id)
  const [quantity, setQuantity] = useState(String(product.minOrderQuantity))
  return (
    <article className="purchase" aria-labelledby="purchase-title">
      <div className="purchase__media">
        <ProductImage src={product.img} alt={product.name} width={800} eager className="purchase__picture" />
      </div>
      <div className="purchase__side">
        <p className="purchase__brand">{product.brand}</p>
        <h1 id="purchase-title" className="purchase__title">
          {product.name}
        </h1>
        {product.sku && (
          <p className="purchase__sku">
            Part number <code>{product.sku}</code>
          </p>
        )}
        <p className="purchase__price">
          <Price cents={product.priceCents} className="purchase__price-value" /> <span className="muted">per piece</span>
        </p>
        <YourPrice listCents={product.priceCents} contractCents={contract?.unitPriceCents} />
        <PriceTable product={product} quantity={parseQuantity(quantity)} />
        {!product.orderable && <PurchaseFacts product={product} />}
        {product.orderable ? (
          <BuyBox product={product} quantity={quantity} onQuantityChange={setQuantity} contractCents={contract?.unitPriceCents} facts={<PurchaseFacts product={product} />} {...slots} />
        ) : (
          <div className="purchase__out panel">
            <p>{stockState(product).detail || 'There is no stock right now.'} Ask us for a quote and we will tell you what we can offer, or pick another line.</p>
            <div className="purchase__out-actions">
              {slots.renderQuoteButton?.(product, product.minOrderQuantity)}
              <Link className="btn btn--secondary btn--md" to="/products">
                Browse products
              </Link>
            </div>
          </div>
        )}
      </div>
      <div className="purchase__details">
        <h2 className="purchase__subhead">Description</h2>
        <p className="purchase__description">{product.descriptions}</p>
        {renderSpecs?.(product)}
      </div>
    </article>
  )
}

function PurchaseSkeleton() {
  return (
    <div className="purchase" role="status" aria-label="Loading the product">
      <div className="purchase__media">
        <Skeleton className="frame--4x3" height="auto" />
        <SkeletonText lines={3} />
      </div>
      <div className="purchase__side">
        <Skeleton width="30%" />
        <Skeleton width="80%" height="2rem" />
        <Skeleton width="40%" height="1.8rem" />
        <Skeleton height="18rem" />
      </div>
    </div>
  )
}

/** Stock, minimum order and shipping; below the buy box, so the quantity is in sight as the page opens. */
function PurchaseFacts({ product }: { product: Product }) {
  return (
    <dl className="purchase__facts">
      {product.orderable ? (
        <div>
          <dt>In stock</dt>
          <dd className="num">{formatCount(product.stock)} pcs</dd>
        </div>
      ) : (
        <div className="purchase__facts-out">
          <dt>Availability</dt>
          <dd>{stockState(product).label}</dd>
        </div>
      )}
      <div>
        <dt>Minimum order</dt>
        <dd className="num">{formatCount(product.minOrderQuantity)} pcs</dd>
      </div>
      <ShippingFacts product={product} />
    </dl>
  )
}

/** When the stock ships, by lead time, and whether more can be ordered than there is. */
function ShippingFacts({ product }: { product: Product }) {
  const ships = availabilityText(product.availability)
  return (
    <>
      {ships && (
        <div>
          <dt>Ships</dt>
          <dd className="purchase__availability">{ships}</dd>
        </div>
      )}
      {product.backorderable && (
        <div>
          <dt>Backorders</dt>
          <dd>More can be ordered: it ships in about {product.restockDays} days</dd>
        </div>
      )}
    </>
  )
}
