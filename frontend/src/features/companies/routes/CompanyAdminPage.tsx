import { useQuery } from '@tanstack/react-query'
import { Link, useParams } from 'react-router'
import { CompanyMembersTable } from '@/components/ui/CompanyMembersTable'
import { ErrorState } from '@/components/ui/ErrorState'
import { LoadedRecord } from '@/components/ui/LoadedRecord'
import { SkeletonText } from '@/components/ui/Skeleton'
import { formatDate } from '@/lib/dates'
import type { CompanyAccount } from '@/lib/types'
import { useTitle } from '@/lib/useTitle'
import { adminCompanyQuery, adminPricesQuery } from '../api/companiesApi'
import { CompanyOrders } from '../components/CompanyOrders'
import { CompanyTermsForm } from '../components/CompanyTermsForm'
import { ContractPricesTable } from '../components/ContractPricesTable'
import { PricesCsv } from '../components/PricesCsv'
import '../companies.css'

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
          Members
        </h2>
        <CompanyMembersTable members={company.members} />
      </section>
      <CompanyOrders company={company} />
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
