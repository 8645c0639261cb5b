import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { ErrorState } from '@/components/ui/ErrorState'
import { SkeletonText } from '@/components/ui/Skeleton'
import { useSession } from '@/features/auth/stores/session'
import { useMyCompany } from '@/lib/myCompany'
import type { Company } from '@/lib/types'
import { queryClient } from '@/lib/queryClient'
import { companyQuery } from '../api/accountApi'
import { CompanyForm } from './CompanyForm'

/**
 * My Profile's Company panel; a save also updates the signed-in user. A company account's
 * member is invoiced as their company, which its admins keep on the Company page.
 */
export function CompanySection() {
  const account = useMyCompany()
  if (account === undefined) return <SkeletonText lines={3} />
  if (account) return <CompanyAccountNote name={account.name} />
  return <InvoiceProfile />
}

function CompanyAccountNote({ name }: { name: string }) {
  return (
    <section className="panel profile-section" aria-labelledby="company-title">
      <h2 id="company-title" className="profile-section__title">
        Company
      </h2>
      <p>
        You buy for <strong>{name}</strong>: your invoices are made out to it. See its details on the <Link to="/dashboard/company">Company page</Link>.
      </p>
    </section>
  )
}

function InvoiceProfile() {
  const company = useQuery(companyQuery)

  function saved(changed: Company) {
    queryClient.setQueryData(companyQuery.queryKey, changed)
    const { user, setUser } = useSession.getState()
    if (user) setUser({ ...user, company: changed })
  }

  return (
    <section className="panel profile-section" aria-labelledby="company-title">
      <h2 id="company-title" className="profile-section__title">
        Company
      </h2>
      <p className="muted">Who your invoices are made out to.</p>
      {company.isLoading && <SkeletonText lines={4} />}
      {company.error && <ErrorState message={company.error.message} onRetry={() => void company.refetch()} />}
      {company.data && <CompanyForm company={company.data} onSaved={saved} />}
    </section>
  )
}
