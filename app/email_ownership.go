package app

import (
	"context"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// emailOwnership records that a user proved they own their address: then
// an address listed in PALLET_ADMIN_EMAILS becomes admin.
type emailOwnership struct {
	users  ports.UserRepository
	admins AdminEmails
	now    Clock
}

func (o emailOwnership) proven(ctx context.Context, userID string) (domain.User, error) {
	u, err := o.users.UpdateUser(ctx, userID, func(u *domain.User) error {
		if !u.EmailVerified {
			u.EmailVerified = true
			u.UpdatedAt = o.now()
		}
		return nil
	})
	if err != nil || u.IsAdmin() || o.admins.RoleFor(u.Email, true) != domain.RoleAdmin {
		return u, err
	}
	return o.users.SetUserRole(ctx, u.ID, domain.RoleAdmin, o.now())
}
