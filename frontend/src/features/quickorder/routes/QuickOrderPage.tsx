import { useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/Button'
import { Textarea } from '@/components/ui/Input'
import { Spinner } from '@/components/ui/Spinner'
import { toApiError } from '@/lib/api'
import { limits } from '@/lib/limits.gen'
import type { Cart, QuickOrderAnswer } from '@/lib/types'
import { addQuickOrder } from '../api/quickOrderApi'
import { CsvUpload } from '../components/CsvUpload'
import { QuickOrderPreview } from '../components/QuickOrderPreview'
import { QuickOrderResult } from '../components/QuickOrderResult'
import { distinctSkus, linesLeftOut, parseLines, previewRows, textProblem, type OrderLine, type PreviewRow } from '../components/quickOrderModel'
import { usePartLookup } from '../components/usePartLookup'
import '../quickorder.css'

const PLACEHOLDER = 'MZ-V8P2T0BW 200\nKF556C40BB-32 500'

interface QuickOrderPageProps {
  /** told the cart the server answered with; composed in src/app */
  onCartChanged?: (cart: Cart) => void
}

// Route /quick-order (sign-in required): paste or upload part numbers and quantities, preview, add to the cart.
export default function QuickOrderPage({ onCartChanged }: QuickOrderPageProps) {
  const [text, setText] = useState('')
  const [error, setError] = useState('')
  const [rows, setRows] = useState<PreviewRow[] | null>(null)
  const [result, setResult] = useState<{ answer: QuickOrderAnswer; sent: OrderLine[] } | null>(null)
  const [adding, setAdding] = useState(false)
  const { lookup, progress } = usePartLookup()

  function changeText(next: string) {
    setText(next)
    setError('')
    setRows(null)
    setResult(null)
  }

  /** The readable lines, or null after showing why the text can't be used. */
  function checkedLines() {
    const lines = parseLines(text)
    const problem = textProblem(lines)
    setError(problem)
    return problem ? null : lines
  }

  async function preview() {
    const lines = checkedLines()
    if (!lines) return
    setResult(null)
    try {
      setRows(previewRows(lines, await lookup(distinctSkus(lines))))
    } catch (err) {
      setError(toApiError(err).message)
    }
  }

  async function addToCart(event: FormEvent) {
    event.preventDefault()
    const lines = checkedLines()
    if (!lines) return
    setAdding(true)
    try {
      const answer = await addQuickOrder(text)
      onCartChanged?.(answer.cart)
      // what went in is gone from the box, so adding again can't double it
      setText(linesLeftOut(text, answer.errors))
      setRows(null)
      setResult({ answer, sent: lines })
    } catch (err) {
      setError(toApiError(err).fields.text ?? toApiError(err).message)
    } finally {
      setAdding(false)
    }
  }

  const busy = adding || progress !== null
  return (
    <div className="container page quick-order-page">
      <header className="page-head">
        <h1>Quick order</h1>
        <p className="page-head__lead">Paste one part number and quantity per line, or upload a CSV file. Preview the lines, then add them to your cart; a line below its minimum order or beyond the stock stays in the box to fix.</p>
      </header>
      <form className="form panel quick-order-page__form" onSubmit={addToCart} noValidate aria-label="Quick order">
        <Textarea
          label="Part numbers and quantities"
          name="text"
          rows={10}
          className="quick-order-page__text"
          placeholder={PLACEHOLDER}
          value={text}
          onChange={(e) => changeText(e.target.value)}
          error={error || undefined}
          hint={`A space, tab, comma or semicolon between the part number and the pieces; up to ${limits.QuickOrderRequest.text.maxLines} lines.`}
          spellCheck={false}
        />
        <CsvUpload onText={changeText} />
        <div className="form__actions">
          <Button variant="secondary" onClick={() => void preview()} disabled={busy}>
            Preview
          </Button>
          <Button type="submit" loading={adding} disabled={busy}>
            Add to cart
          </Button>
          {progress && (
            <span className="quick-order-page__progress" role="status">
              <Spinner /> Looking up part numbers: {progress.done} of {progress.total}
            </span>
          )}
          {adding && (
            <span className="visually-hidden" role="status">
              Adding the lines to your cart
            </span>
          )}
        </div>
      </form>
      {result && <QuickOrderResult answer={result.answer} sent={result.sent} />}
      {rows && <QuickOrderPreview rows={rows} />}
    </div>
  )
}
