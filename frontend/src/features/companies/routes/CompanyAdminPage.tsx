import { useQuery } from '@tanstack/react-query'
import { Link, useParams } from 'react-router'
import { Badge } from '@/components/ui/Badge'
import { DataTable, type Column } from '@/components/ui/DataTable'
import { ErrorState } from '@/components/ui/ErrorState'
import { LoadedRecord } from '@/components/ui/LoadedRecord'
import { SkeletonText } from '@/components/ui/Skeleton'
import { formatDate } from '@/lib/dates'
import { formatCents } from '@/lib/money'
import { ROLE_LABELS } from '@/lib/myCompany'
import type { CompanyAccount } from '@/lib/types'
import { useTitle } from '@/lib/useTitle'
import { adminCompanyQuery, adminPricesQuery } from '../api/companiesApi'
import { CompanyTermsForm } from '../components/CompanyTermsForm'
import { ContractPricesTable } from '../components/ContractPricesTable'
import { PricesCsv } from '../components/PricesCsv'
import '../companies.css'

const MEMBER_COLUMNS: Column[] = [{ label: 'Name' }, { label: 'Email' }, { label: 'Role' }, { label: 'Spending limit', numeric: true }, { label: 'Joined' }]

// Route /dashboard/companies/:id (admin): one company's members and orders, terms and contract prices.
export default function CompanyAdminPage() {
  const { id = '' } = useParams()
  const company = useQuery(adminCompanyQuery(id))
  return (
    <LoadedRecord
      query={company}
      loadingLabel="Loading the company"
      notFoundTitle="We couldn't find that company"
      notFoundAction={<Link className="btn btn--primary btn--md" to="/dashboard/companies">Go to Companies</Link>}
      notFoundText="It may have been closed. Search for it on the Companies page."
    >
      {(record) => <CompanyAdmin company={record} />}
    </LoadedRecord>
  )
}

function CompanyAdmin({ company }: { company: CompanyAccount }) {
  useTitle(company.name)
  return (
    <article className="company-admin" aria-labelledby="company-title">
      <header className="dash-page__head">
        <nav className="company-admin__crumbs" aria-label="Breadcrumb">
          <Link to="/dashboard/companies">← Companies</Link>
        </nav>
        <h1 id="company-title">{company.name}</h1>
        <p className="muted">
          {company.vatId ? `VAT id ${company.vatId} · ` : ''}since {formatDate(company.createdAt)}
          {company.poRequired ? ' · PO number required' : ''}
        </p>
      </header>
      <section className="panel company-admin__section" aria-labelledby="members-title">
        <h2 id="members-title" className="company-admin__title">
          Members and orders
        </h2>
        <DataTable caption="Members" columns={MEMBER_COLUMNS} className="members-table">
          {company.members.map((member) => (
            <tr key={member.userId}>
              <th scope="row" data-label="Name">
                {member.name || <span className="muted">No name</span>}
              </th>
              <td data-label="Email">{member.email}</td>
              <td data-label="Role">
                <Badge tone={member.role === 'admin' ? 'info' : 'neutral'}>{ROLE_LABELS[member.role]}</Badge>
              </td>
              <td data-label="Spending limit" className="num-col num">
                {member.spendingLimitCents === null ? 'No limit' : formatCents(member.spendingLimitCents)}
              </td>
              <td data-label="Joined" className="num">
                {formatDate(member.joinedAt)}
              </td>
              <td className="table__actions">
                <Link className="btn btn--secondary btn--sm" to={`/dashboard/all-orders?q=${encodeURIComponent(member.email)}`} aria-label={`Orders of ${member.email}`}>
                  Orders
                </Link>
              </td>
            </tr>
          ))}
        </DataTable>
      </section>
      <CompanyTermsForm key={JSON.stringify(company.terms)} company={company} />
      <ContractPricesSection company={company} />
    </article>
  )
}

function ContractPricesSection({ company }: { company: CompanyAccount }) {
  const prices = useQuery(adminPricesQuery(company.id))
  return (
    <section className="panel company-admin__section" aria-labelledby="prices-title">
      <h2 id="prices-title" className="company-admin__title">
        Contract prices
      </h2>
      <p className="muted">A member pays the lower of the contract price and the volume price for the quantity they order.</p>
      {prices.isLoading && <SkeletonText lines={4} />}
      {prices.error && <ErrorState message={prices.error.message} onRetry={() => void prices.refetch()} />}
      {prices.data && (
        <>
          <PricesCsv company={company} prices={prices.data.items} />
          <ContractPricesTable key={prices.dataUpdatedAt} company={company} prices={prices.data.items} />
        </>
      )}
    </section>
  )
}
