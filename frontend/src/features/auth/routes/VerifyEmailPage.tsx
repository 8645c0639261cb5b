import { useQuery } from '@tanstack/react-query'
import { Link, useSearchParams } from 'react-router'
import { Spinner } from '@/components/ui/Spinner'
import { verifyEmail } from '../api/authApi'
import '../auth.css'
import { AuthCard } from '../components/AuthCard'
import { ResendVerification } from '../components/ResendVerification'
import { useCurrentUser, useSession } from '../stores/session'

export const EMAIL_VERIFIED = 'Your email address is verified. Thank you!'

// A token works once: each is sent only once per page load, even when the cache is cleared
// meanwhile (confirming an admin address ends the session, which empties the cache).
const sentTokens = new Map<string, Promise<true>>()

function verifyOnce(token: string): Promise<true> {
  let sent = sentTokens.get(token)
  if (!sent) {
    sent = verifyEmail(token)
      .then(refreshSignedInUser)
      .then(() => true as const)
    sentTokens.set(token, sent)
  }
  return sent
}

const verification = (token: string) => ({
  queryKey: ['/api/auth/verify-email', token],
  queryFn: () => verifyOnce(token),
  staleTime: Infinity,
  enabled: token !== '',
})

async function refreshSignedInUser() {
  const { status, refreshUser } = useSession.getState()
  if (status !== 'anonymous') await refreshUser()
}

// Route /verify-email?token=…: the mailed link; confirms the address as soon as it opens.
export default function VerifyEmailPage() {
  const token = useSearchParams()[0].get('token') ?? ''
  const result = useQuery(verification(token))
  const done = result.isSuccess

  return (
    <AuthCard title="Verify your email" lead="We check the link from your email." footer={<p><Link to="/dashboard">Go to your dashboard</Link></p>}>
      {!token && (
        <p className="form__error" role="alert">
          This link has no verification code. Open the link from the email again.
        </p>
      )}
      {result.isLoading && (
        <p role="status">
          <Spinner /> Checking your link…
        </p>
      )}
      {result.error && <SpentLink message={result.error.message} />}
      {done && (
        <>
          <p className="auth__done" role="status">
            {EMAIL_VERIFIED}
          </p>
          <LogInAgain />
        </>
      )}
    </AuthCard>
  )
}

/** Confirming one of the shop's admin addresses signs the account out everywhere. */
function LogInAgain() {
  const signedOut = useSession((state) => state.status === 'anonymous')
  if (!signedOut) return null
  return (
    <p>
      <Link to="/login" state={{ from: { pathname: '/dashboard' } }}>
        Log in
      </Link>{' '}
      to continue.
    </p>
  )
}

export const ALREADY_VERIFIED = 'Your email address is already verified. There is nothing more to do.'

/**
 * After a used or expired link: a verified buyer is told they are done (a link works once, so the
 * one they open again is spent); anyone else gets a new link, or the way to sign in and ask.
 */
function SpentLink({ message }: { message: string }) {
  const user = useCurrentUser()
  if (user?.emailVerified)
    return (
      <p className="auth__done" role="status">
        {ALREADY_VERIFIED}
      </p>
    )
  return (
    <>
      <p className="form__error" role="alert">
        {message}
      </p>
      {user ? (
        <ResendVerification email={user.email} />
      ) : (
        <p>
          <Link to="/login" state={{ from: { pathname: '/dashboard' } }}>
            Log in
          </Link>{' '}
          to continue if you have confirmed your address already, or to ask for a new link.
        </p>
      )}
    </>
  )
}
