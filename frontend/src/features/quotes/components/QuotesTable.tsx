import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { DataTable, type Column } from '@/components/ui/DataTable'
import { Price } from '@/components/ui/Price'
import { formatDate } from '@/lib/dates'
import { shortId } from '@/lib/ids'
import type { Quote } from '@/lib/types'
import { quoteTotalCents } from './QuoteLinesTable'
import { QuoteStatusBadge } from './QuoteStatusBadge'

interface QuotesTableProps {
  quotes: Quote[]
  /** admins see who asked */
  showBuyer?: boolean
  renderActions?: (quote: Quote) => ReactNode
}

/** Quotes, newest first: what was asked, the total, the status and until when an offer holds. */
export function QuotesTable({ quotes, showBuyer = false, renderActions }: QuotesTableProps) {
  const columns: Column[] = [
    { label: 'Quote' },
    ...(showBuyer ? [{ label: 'Buyer' }] : []),
    { label: 'Total', numeric: true },
    { label: 'Status' },
    { label: 'Valid until' },
    { label: 'Requested' },
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
            </span>
          </th>
          {showBuyer && <td data-label="Buyer">{quote.user}</td>}
          <td data-label="Total" className="num-col">
            <Price cents={quoteTotalCents(quote.lines)} />
          </td>
          <td data-label="Status">
            <QuoteStatusBadge status={quote.status} />
          </td>
          <td data-label="Valid until" className="num">
            {quote.validUntil ? formatDate(quote.validUntil) : <span className="muted">—</span>}
          </td>
          <td data-label="Requested" className="num">
            {formatDate(quote.createdAt)}
          </td>
          <td className="table__actions">{renderActions?.(quote)}</td>
        </tr>
      ))}
    </DataTable>
  )
}
