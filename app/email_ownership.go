package app

import (
	"context"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// emailOwnership records that a user proved they own their address, and
// makes an address listed in PALLET_ADMIN_EMAILS admin, but only after a
// proof that leaves nothing standing that a stranger could have set up
// before it: no password chosen at sign-up, no earlier session.
type emailOwnership struct {
	users  ports.UserRepository
	admins AdminEmails
	now    Clock
}

// proven marks the user's address verified.
func (o emailOwnership) proven(ctx context.Context, userID string) (domain.User, error) {
	return o.users.UpdateUser(ctx, userID, func(u *domain.User) error {
		if !u.EmailVerified {
			u.EmailVerified = true
			u.UpdatedAt = o.now()
		}
		return nil
	})
}

// listed tells whether u's address is in PALLET_ADMIN_EMAILS.
func (o emailOwnership) listed(u domain.User) bool {
	return o.admins.RoleFor(u.Email, true) == domain.RoleAdmin
}

// promote makes a verified, listed account admin. Call it only after a
// proof that also took the account out of whatever hands held it before: a
// password set through a mailed link (which ends every session), or an
// outside provider's verified identity.
func (o emailOwnership) promote(ctx context.Context, u domain.User) (domain.User, error) {
	if u.IsAdmin() || !u.EmailVerified || !o.listed(u) {
		return u, nil
	}
	return o.users.SetUserRole(ctx, u.ID, domain.RoleAdmin, o.now())
}
