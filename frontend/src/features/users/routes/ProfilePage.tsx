import { useState } from 'react'
import { Badge } from '@/components/ui/Badge'
import { Button } from '@/components/ui/Button'
import { PageSkeleton } from '@/components/ui/Skeleton'
import { useCurrentUser, useSession } from '@/features/auth/stores/session'
import { formatMonthYear } from '@/lib/dates'
import { CompanySection } from '../components/CompanySection'
import { termsTags } from '../components/termsText'
import { EditProfileForm } from '../components/EditProfileForm'
import { ProfilePhoto } from '../components/ProfilePhoto'
import { SavedAddressesSection } from '../components/SavedAddressesSection'
import '../users.css'

// Dashboard index: photo (or a default image), full name, email, role, and Edit profile.
export default function ProfilePage() {
  const user = useCurrentUser()
  const setUser = useSession((state) => state.setUser)
  const [editing, setEditing] = useState(false)
  if (!user) return <PageSkeleton label="Loading your profile" />
  const memberSince = formatMonthYear(user.createdAt)

  return (
    <div className="dash-page">
      <header className="dash-page__head">
        <h1>My Profile</h1>
      </header>
      <section className="panel profile" aria-label="Your profile">
        {editing ? (
          <EditProfileForm
            user={user}
            onCancel={() => setEditing(false)}
            onSaved={(saved) => {
              setUser(saved)
              setEditing(false)
            }}
          />
        ) : (
          <div className="profile__view">
            <ProfilePhoto src={user.photoUrl} alt={user.name || user.email} />
            <dl className="profile__facts">
              <div>
                <dt>Full name</dt>
                <dd>{user.name || <span className="muted">No name yet: add one with Edit profile.</span>}</dd>
              </div>
              <div>
                <dt>Email</dt>
                <dd>{user.email}</dd>
              </div>
              <div>
                <dt>Role</dt>
                <dd>{user.isAdmin ? <Badge tone="info">Admin</Badge> : <Badge>Customer</Badge>}</dd>
              </div>
              {!user.isAdmin && (
                <div>
                  <dt>Your terms</dt>
                  <dd>{termsTags(user.terms).join(' · ') || 'Card at checkout'}</dd>
                </div>
              )}
              {memberSince && (
                <div>
                  <dt>Member since</dt>
                  <dd>{memberSince}</dd>
                </div>
              )}
            </dl>
            <Button variant="secondary" className="profile__edit" onClick={() => setEditing(true)}>
              Edit profile
            </Button>
          </div>
        )}
      </section>
      <CompanySection />
      <SavedAddressesSection />
    </div>
  )
}
