import { useEffect, useState, type ReactNode } from 'react'
import { Link, useLocation } from 'react-router'
import { toast } from 'react-toastify'
import { Button } from '@/components/ui/Button'
import { ConfirmDialog } from '@/components/ui/ConfirmDialog'
import { EmptyState } from '@/components/ui/EmptyState'
import { ErrorState } from '@/components/ui/ErrorState'
import { PageSkeleton } from '@/components/ui/Skeleton'
import { toApiError } from '@/lib/api'
import type { Cart, CartLine, CartRouteState } from '@/lib/types'
import { CartLineItem } from '../components/CartLineItem'
import { Totals } from '@/components/ui/Totals'
import { ReorderNotice } from '../components/ReorderNotice'
import { useCart } from '../stores/cart'
import '../cart-pages.css'

export const CHECKOUT_BLOCKED = 'Checkout opens once every line can be ordered: change the quantity or remove the lines marked in red.'

interface CartPageProps {
  /** renders "Request a quote" for the whole cart; composed in src/app */
  renderQuoteRequest?: (cart: Cart) => ReactNode
}

// Route /cart (sign-in required): the server's cart, editable line by line.
export default function CartPage({ renderQuoteRequest }: CartPageProps) {
  const reorder = useReorderAnswer()
  const cart = useCart((state) => state.cart)
  const loadError = useCart((state) => state.loadError)

  return (
    <div className="container page cart-page">
      <header className="page-head">
        <h1>Your cart</h1>
        <p className="page-head__lead">
          Know your part numbers? <Link to="/quick-order">Quick order by part number</Link>
        </p>
      </header>
      {reorder && <ReorderNotice errors={reorder.errors} />}
      {!cart && !loadError && <PageSkeleton label="Loading your cart" />}
      {!cart && loadError && <ErrorState message={loadError.message} onRetry={() => void useCart.getState().load()} />}
      {cart && cart.lines.length === 0 && (
        <EmptyState icon="cart" title="Your cart is empty" action={<Link className="btn btn--primary btn--md" to="/products">Browse products</Link>}>
          Add products from the catalogue, then check out all of them in one order.
        </EmptyState>
      )}
      {cart && cart.lines.length > 0 && <CartContents cart={cart} quoteRequest={renderQuoteRequest?.(cart)} />}
    </div>
  )
}

/** Reads the cart afresh, or takes the one "Order again" handed over. */
function useReorderAnswer() {
  const state = useLocation().state as CartRouteState | null
  const answer = state?.cartAnswer
  useEffect(() => {
    if (answer) useCart.getState().apply(answer.cart)
    else void useCart.getState().load()
  }, [answer])
  return answer
}

function CartContents({ cart, quoteRequest }: { cart: Cart; quoteRequest?: ReactNode }) {
  const { setLine, removeLine, empty } = useCart.getState()
  const [removingId, setRemovingId] = useState<string | null>(null)
  const [confirmEmpty, setConfirmEmpty] = useState(false)
  const [emptying, setEmptying] = useState(false)
  const blocked = cart.lines.some((line) => line.problem)

  async function remove(line: CartLine) {
    setRemovingId(line.productId)
    try {
      await removeLine(line.productId)
      toast.success(`${line.productName} removed from your cart.`)
    } catch (err) {
      toast.error(toApiError(err).message)
    } finally {
      setRemovingId(null)
    }
  }

  async function emptyAll() {
    setEmptying(true)
    try {
      await empty()
      toast.success('Your cart is empty.')
    } catch (err) {
      toast.error(toApiError(err).message)
    } finally {
      setEmptying(false)
      setConfirmEmpty(false)
    }
  }

  return (
    <div className="cart">
      <ul className="cart__lines" aria-label="Cart lines">
        {cart.lines.map((line) => (
          <CartLineItem key={line.productId} line={line} removing={removingId === line.productId} onQuantity={(l, quantity) => setLine(l.productId, quantity)} onRemove={(l) => void remove(l)} />
        ))}
      </ul>
      <aside className="cart__summary panel" aria-labelledby="cart-summary-title">
        <h2 id="cart-summary-title" className="cart__summary-title">
          Order summary
        </h2>
        <Totals subtotalCents={cart.subtotalCents} taxCents={cart.taxCents} totalCents={cart.totalCents} taxRatePercent={cart.taxRatePercent} />
        {blocked ? (
          <>
            <Button size="lg" className="btn--block" disabled aria-describedby="checkout-blocked">
              Checkout
            </Button>
            <p className="cart__blocked" id="checkout-blocked">
              {CHECKOUT_BLOCKED}
            </p>
          </>
        ) : (
          <Link className="btn btn--primary btn--lg btn--block" to="/checkout">
            Checkout
          </Link>
        )}
        {quoteRequest}
        <Button variant="secondary" onClick={() => setConfirmEmpty(true)}>
          Empty cart
        </Button>
      </aside>
      {confirmEmpty && (
        <ConfirmDialog confirmLabel="Empty cart" cancelLabel="Keep cart" busy={emptying} onConfirm={() => void emptyAll()} onCancel={() => setConfirmEmpty(false)}>
          <p>Remove all {cart.lines.length} lines from your cart? This can&apos;t be undone.</p>
        </ConfirmDialog>
      )}
    </div>
  )
}
