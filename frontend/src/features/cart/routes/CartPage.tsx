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
import { useBuyingTerms } from '../components/useCheckoutOptions'
import { keepCart, useCart, useCartLine, useEmptyCart } from '../hooks/useCart'
import '../cart-pages.css'

export const CHECKOUT_BLOCKED = 'Checkout opens once every line can be ordered: change the quantity or remove the lines marked in red.'

interface CartPageProps {
  /** renders "Request a quote" for the whole cart; composed in src/app */
  renderQuoteRequest?: (cart: Cart) => ReactNode
}

// Route /cart (sign-in required): the server's cart, editable line by line.
export default function CartPage({ renderQuoteRequest }: CartPageProps) {
  const reorder = useReorderAnswer()
  // the cart "Order again" handed over is the server's latest: no need to read it again
  const query = useCart({ readAgain: !reorder })
  const cart = query.data
  const loadError = query.error

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
      {!cart && loadError && <ErrorState message={loadError.message} onRetry={() => void query.refetch()} />}
      {cart && cart.lines.length === 0 && (
        <EmptyState icon="cart" title="Your cart is empty" action={<Link className="btn btn--primary btn--md" to="/products">Browse products</Link>}>
          Add products from the catalogue, then check out all of them in one order.
        </EmptyState>
      )}
      {cart && cart.lines.length > 0 && <CartContents cart={cart} quoteRequest={renderQuoteRequest?.(cart)} />}
    </div>
  )
}

/** Takes the cart "Order again" handed over (the page reads the cart afresh otherwise). */
function useReorderAnswer() {
  const state = useLocation().state as CartRouteState | null
  const answer = state?.cartAnswer
  useEffect(() => {
    if (answer) keepCart(answer.cart)
  }, [answer])
  return answer
}

function CartContents({ cart, quoteRequest }: { cart: Cart; quoteRequest?: ReactNode }) {
  const changeLine = useCartLine()
  const empty = useEmptyCart()
  const [removingId, setRemovingId] = useState<string | null>(null)
  const [confirmEmpty, setConfirmEmpty] = useState(false)
  const taxExempt = useBuyingTerms()?.taxExempt
  const blocked = cart.lines.some((line) => line.problem)

  async function remove(line: CartLine) {
    setRemovingId(line.productId)
    try {
      await changeLine.mutateAsync({ productId: line.productId, quantity: 0 })
      toast.success(`${line.productName} removed from your cart.`)
    } catch (err) {
      toast.error(toApiError(err).message)
    } finally {
      setRemovingId(null)
    }
  }

  async function emptyAll() {
    try {
      await empty.mutateAsync()
      toast.success('Your cart is empty.')
    } catch (err) {
      toast.error(toApiError(err).message)
    } finally {
      setConfirmEmpty(false)
    }
  }

  return (
    <div className="cart">
      <ul className="cart__lines" aria-label="Cart lines">
        {cart.lines.map((line) => (
          <CartLineItem key={line.productId} line={line} removing={removingId === line.productId} onQuantity={(l, quantity) => changeLine.mutateAsync({ productId: l.productId, quantity })} onRemove={(l) => void remove(l)} />
        ))}
      </ul>
      <aside className="cart__summary panel" aria-labelledby="cart-summary-title">
        <h2 id="cart-summary-title" className="cart__summary-title">
          Order summary
        </h2>
        <Totals subtotalCents={cart.subtotalCents} taxCents={cart.taxCents} totalCents={cart.totalCents} taxRatePercent={cart.taxRatePercent} taxExempt={taxExempt} />
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
        <ConfirmDialog confirmLabel="Empty cart" cancelLabel="Keep cart" busy={empty.isPending} onConfirm={() => void emptyAll()} onCancel={() => setConfirmEmpty(false)}>
          <p>Remove all {cart.lines.length} lines from your cart? This can&apos;t be undone.</p>
        </ConfirmDialog>
      )}
    </div>
  )
}
