package localauth

import (
	"context"

	"github.com/palletshop/pallet/domain"
)

// SetPassword replaces the user's password and revokes all their sessions.
func (a *Accounts) SetPassword(ctx context.Context, userID, password string) error {
	errs := domain.FieldErrors{}
	domain.CheckPassword(errs, password)
	if err := errs.Err("password"); err != nil {
		return err
	}
	hash, err := hashPassword(password, a.opts.BcryptCost)
	if err != nil {
		return err
	}
	if err := a.creds.SetPasswordHash(ctx, userID, hash); err != nil {
		return err
	}
	return a.creds.DeleteUserSessions(ctx, userID)
}
