import { useState } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { toast } from 'react-toastify'
import { Button } from '@/components/ui/Button'
import { EmptyState } from '@/components/ui/EmptyState'
import { useCurrentUser } from '@/features/auth/stores/session'
import { toApiError } from '@/lib/api'
import { keepMyCompany } from '@/lib/myCompany'
import { acceptInvitation } from '../api/companyApi'
import { joinProblem, type JoinProblem } from '../components/joinModel'
import '../company.css'

// Route /join?token=… (sign-in required; the sign-in page brings the buyer back here).
export default function JoinPage() {
  const [params] = useSearchParams()
  const token = params.get('token')?.trim() ?? ''
  const email = useCurrentUser()?.email
  const navigate = useNavigate()
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<JoinProblem | null>(null)

  async function accept() {
    setBusy(true)
    setProblem(null)
    try {
      const company = await acceptInvitation(token)
      keepMyCompany(company)
      toast.success(`You joined ${company.name}`)
      void navigate('/dashboard/company')
    } catch (err) {
      setProblem(joinProblem(toApiError(err)))
      setBusy(false)
    }
  }

  if (!token) {
    return (
      <div className="container page">
        <EmptyState icon="mail" title="This invitation link is incomplete" action={<Link className="btn btn--primary btn--md" to="/">Go to the home page</Link>}>
          Open the link from the invitation mail as it is, or copy all of it into the address bar.
        </EmptyState>
      </div>
    )
  }

  return (
    <div className="container page">
      <section className="panel join" aria-labelledby="join-title">
        <h1 id="join-title">Join your company on Pallet</h1>
        <p>
          You were invited to buy for a company. Accept to join it as <strong>{email}</strong>: you then order at its prices and terms, and its admins see your orders.
        </p>
        {problem && (
          <div className="form__error" role="alert">
            <p>
              <strong>{problem.title}</strong>
            </p>
            <p>{problem.help}</p>
            {problem.link && <Link to={problem.link.to}>{problem.link.label}</Link>}
          </div>
        )}
        {!problem?.final && (
          <div className="form__actions">
            <Button size="lg" loading={busy} onClick={() => void accept()}>
              Accept invitation
            </Button>
          </div>
        )}
      </section>
    </div>
  )
}
