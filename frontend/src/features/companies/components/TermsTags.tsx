import type { CompanyAccount } from '@/lib/types'

/** The terms the shop granted the company, so nobody has to open it to see them. */
export function TermsTags({ company }: { company: CompanyAccount }) {
  const { invoiceTerms, netDays, taxExempt } = company.terms
  const tags = [invoiceTerms && `Invoice, net ${netDays} days`, taxExempt && 'Tax exempt', company.poRequired && 'PO required'].filter(Boolean)
  if (tags.length === 0) return <span className="muted">Card, no exemption</span>
  return (
    <span className="companies-table__terms">
      {tags.map((tag) => (
        <span key={String(tag)} className="tag">
          {tag}
        </span>
      ))}
    </span>
  )
}
