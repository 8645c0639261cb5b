import { useCurrentUser } from '@/features/auth/stores/session'

// Placeholder: the second front-end helper replaces this file (keep the default export's name and props).
// Dashboard index: photo (or a default image), full name, email, Edit profile.
export default function ProfilePage() {
  const user = useCurrentUser()
  return (
    <div className="dash-page placeholder">
      <h1>My profile</h1>
      {user && (
        <dl className="facts facts--stacked">
          <div>
            <dt>Name</dt>
            <dd>{user.name || '—'}</dd>
          </div>
          <div>
            <dt>Email</dt>
            <dd>{user.email}</dd>
          </div>
        </dl>
      )}
    </div>
  )
}
