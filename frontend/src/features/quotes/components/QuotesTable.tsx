import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { DataTable, type Column } from '@/components/ui/DataTable'
import { Price } from '@/components/ui/Price'
import { formatDate } from '@/lib/dates'
import { shortId } from '@/lib/ids'
import type { Quote } from '@/lib/types'
import { hasOffer, quoteTotalCents } from './QuoteLinesTable'
import { QuoteStatusBadge } from './QuoteStatusBadge'

interface QuotesTableProps {
  quotes: Quote[]
  /** admins see who asked */
  showBuyer?: boolean
  renderActions?: (quote: Quote) => ReactNode
}

/** An email that may wrap after its @ rather than overflow a narrow column. */
function BreakableEmail({ email }: { email: string }) {
  const at = email.indexOf('@')
  if (at < 0) return <>{email}</>
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  )
}

/** Quotes, newest first: what was asked and when, the total, the status and until when an offer holds. */
export function QuotesTable({ quotes, showBuyer = false, renderActions }: QuotesTableProps) {
  const columns: Column[] = [
    { label: 'Quote' },
    ...(showBuyer ? [{ label: 'Buyer' }] : []),
    { label: 'Total', numeric: true },
    { label: 'Status' },
    { label: 'Valid until' },
  ]
  return (
    <DataTable caption="Quotes" columns={columns} className="quotes-table">
      {quotes.map((quote) => (
        <tr key={quote.id}>
          <th scope="row" data-label="Quote">
            <span className="quotes-table__what">
              <Link to={`/dashboard/quotes/${quote.id}`} className="quotes-table__link">
                Quote {shortId(quote.id)}
              </Link>
              <span className="quotes-table__products muted">{quote.lines.map((line) => line.productName).join(', ')}</span>
              <span className="quotes-table__asked muted">Requested {formatDate(quote.createdAt)}</span>
            </span>
          </th>
          {showBuyer && (
            <td data-label="Buyer" className="quotes-table__buyer">
              <BreakableEmail email={quote.user} />
            </td>
          )}
          <td data-label="Total" className="num-col">
            <span className="quotes-table__total">
              <Price cents={quoteTotalCents(quote.lines)} />
              {!hasOffer(quote.lines) && <span className="quotes-table__basis muted">at list prices</span>}
            </span>
          </td>
          <td data-label="Status">
            <QuoteStatusBadge status={quote.status} />
          </td>
          <td data-label="Valid until" className="num">
            {quote.validUntil ? formatDate(quote.validUntil) : <span className="muted">—</span>}
          </td>
          <td className="table__actions">{renderActions?.(quote)}</td>
        </tr>
      ))}
    </DataTable>
  )
}
