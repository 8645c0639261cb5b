package app

import (
	"context"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// EnsureAdminAccount makes sure a local account with this email exists, is
// an admin and counts as verified; development runs use it for the dev
// admin, whose address (admin@pallet.test) no mail reaches, so the
// configuration vouches for it instead of a mailed link.
func EnsureAdminAccount(ctx context.Context, users ports.UserRepository, accounts ports.LocalAccounts, in domain.SignUpInput, now Clock) error {
	email := domain.NormalizeEmail(in.Email)
	u, err := users.GetUserByEmail(ctx, email)
	if domain.IsCode(err, domain.CodeNotFound) {
		_, u, err = accounts.SignUp(ctx, in)
	}
	if err != nil {
		return err
	}
	if !u.EmailVerified {
		if u, err = users.UpdateUser(ctx, u.ID, func(u *domain.User) error { u.EmailVerified = true; return nil }); err != nil {
			return err
		}
	}
	if u.IsAdmin() {
		return nil
	}
	_, err = users.SetUserRole(ctx, u.ID, domain.RoleAdmin, now())
	return err
}
