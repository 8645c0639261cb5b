import { useQuery } from '@tanstack/react-query'
import { ErrorState } from '@/components/ui/ErrorState'
import { SkeletonText } from '@/components/ui/Skeleton'
import { useSession } from '@/features/auth/stores/session'
import type { Company } from '@/lib/types'
import { queryClient } from '@/lib/queryClient'
import { companyQuery } from '../api/accountApi'
import { CompanyForm } from './CompanyForm'

/** My Profile's Company panel; a save also updates the signed-in user. */
export function CompanySection() {
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
