import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { ErrorState } from '@/components/ui/ErrorState'
import { PageSkeleton } from '@/components/ui/Skeleton'
import { useCurrentUser } from '@/features/auth/stores/session'
import { myCompanyQuery, ROLE_LABELS } from '@/lib/myCompany'
import type { CompanyAccount } from '@/lib/types'
import { CompanyDetails } from '../components/CompanyDetails'
import { companyPageParts } from '../components/companyModel'
import { FoundCompanyForm } from '../components/FoundCompanyForm'
import { InvitationsSection } from '../components/InvitationsSection'
import { LeaveCompany } from '../components/LeaveCompany'
import { MembersSection } from '../components/MembersSection'
import '../company.css'

// Route /dashboard/company: the member's company, or the form to found one.
export default function CompanyPage() {
  const company = useQuery(myCompanyQuery)
  return (
    <div className="dash-page">
      {company.isPending && <PageSkeleton label="Loading your company" />}
      {company.error && <ErrorState message={company.error.message} onRetry={() => void company.refetch()} />}
      {company.data === null && (
        <>
          <header className="dash-page__head">
            <h1>Company</h1>
            <p className="muted">You are not in a company. Found one below, or open the invitation link a colleague mailed you.</p>
          </header>
          <FoundCompanyForm />
        </>
      )}
      {company.data && <CompanyView company={company.data} />}
    </div>
  )
}

function CompanyView({ company }: { company: CompanyAccount }) {
  const me = useCurrentUser()
  const parts = companyPageParts(company.myRole)
  return (
    <>
      <header className="dash-page__head">
        <h1>{company.name}</h1>
        <p className="muted">
          You are {company.myRole ? `${articleOf(ROLE_LABELS[company.myRole])} ${ROLE_LABELS[company.myRole].toLowerCase()}` : 'a member'} of this company.{' '}
          {parts.approvals && (
            <>
              Orders waiting for you are in <Link to="/dashboard/approvals">Approvals</Link>.
            </>
          )}
        </p>
      </header>
      <CompanyDetails key={company.id} company={company} editable={parts.editDetails} />
      <MembersSection company={company} myUserId={me?.id} manage={parts.manageMembers} />
      {parts.invitations && <InvitationsSection />}
      {me && <LeaveCompany company={company} userId={me.id} />}
    </>
  )
}

const articleOf = (word: string) => (/^[aeiou]/i.test(word) ? 'an' : 'a')
