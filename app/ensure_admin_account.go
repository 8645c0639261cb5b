package app

import (
	"context"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// EnsureAdminAccount makes sure a local account with this email exists and
// is an admin; development runs use it for the dev admin.
func EnsureAdminAccount(ctx context.Context, users ports.UserRepository, accounts ports.LocalAccounts, in domain.SignUpInput, now Clock) error {
	email := domain.NormalizeEmail(in.Email)
	u, err := users.GetUserByEmail(ctx, email)
	if domain.IsCode(err, domain.CodeNotFound) {
		_, u, err = accounts.SignUp(ctx, in)
	}
	if err != nil || u.IsAdmin() {
		return err
	}
	_, err = users.SetUserRole(ctx, u.ID, domain.RoleAdmin, now())
	return err
}
