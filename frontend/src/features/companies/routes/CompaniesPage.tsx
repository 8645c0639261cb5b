import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { DataTable, type Column } from '@/components/ui/DataTable'
import { EmptyState } from '@/components/ui/EmptyState'
import { ErrorState } from '@/components/ui/ErrorState'
import { Pagination } from '@/components/ui/Pagination'
import { SearchBox } from '@/components/ui/SearchBox'
import { PageSkeleton } from '@/components/ui/Skeleton'
import { ADMIN_PAGE_SIZE } from '@/config/constants'
import { formatDate } from '@/lib/dates'
import { countOf } from '@/lib/money'
import type { CompanyAccount } from '@/lib/types'
import { useUrlFilters } from '@/lib/useUrlFilters'
import { companiesQuery } from '../api/companiesApi'
import { TermsTags } from '../components/TermsTags'
import '../companies.css'

const SEARCH = ['q'] as const
const COLUMNS: Column[] = [{ label: 'Company' }, { label: 'VAT id' }, { label: 'Members', numeric: true }, { label: 'Terms' }, { label: 'Since' }]

// Route /dashboard/companies (admin): every company account, to set its terms and contract prices.
export default function CompaniesPage() {
  const search = useUrlFilters(SEARCH)
  const companies = useQuery(companiesQuery(search.filters.q, search.page, ADMIN_PAGE_SIZE))
  const list = companies.data
  return (
    <div className="dash-page">
      <header className="dash-page__head">
        <h1>Companies</h1>
        <p className="muted">Businesses whose buyers order together. Open one to set its terms and contract prices.</p>
      </header>
      <div className="list-filters">
        <SearchBox label="Search companies" value={search.filters.q} onSearch={(q) => search.update({ q })} placeholder="Name, VAT id or a member's email" />
      </div>
      {companies.isLoading && <PageSkeleton label="Loading companies" />}
      {companies.error && <ErrorState message={companies.error.message} onRetry={() => void companies.refetch()} />}
      {list && list.items.length === 0 && (
        <EmptyState icon={search.filters.q ? 'search' : 'users'} title={search.filters.q ? `No companies match “${search.filters.q}”` : 'No companies yet'}>
          {search.filters.q ? 'Search for part of the name, the VAT id or a member’s email.' : 'A verified buyer founds a company from their dashboard; it shows up here.'}
        </EmptyState>
      )}
      {list && list.items.length > 0 && (
        <>
          <CompaniesTable companies={list.items} />
          <Pagination page={list.page} total={list.total} limit={list.limit || ADMIN_PAGE_SIZE} onPage={search.setPage} label="Company pages" />
        </>
      )}
    </div>
  )
}

function CompaniesTable({ companies }: { companies: CompanyAccount[] }) {
  return (
    <DataTable caption="Companies" columns={COLUMNS} className="companies-table">
      {companies.map((company) => (
        <tr key={company.id}>
          <th scope="row" data-label="Company">
            <Link to={`/dashboard/companies/${company.id}`}>{company.name}</Link>
          </th>
          <td data-label="VAT id">{company.vatId || <span className="muted">—</span>}</td>
          <td data-label="Members" className="num-col num">
            {countOf(company.members.length, 'member')}
          </td>
          <td data-label="Terms">
            <TermsTags company={company} />
          </td>
          <td data-label="Since" className="num">
            {formatDate(company.createdAt)}
          </td>
          <td className="table__actions">
            <Link className="btn btn--secondary btn--sm" to={`/dashboard/companies/${company.id}`} aria-label={`Open ${company.name}`}>
              Open
            </Link>
          </td>
        </tr>
      ))}
    </DataTable>
  )
}
