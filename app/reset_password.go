package app

import (
	"context"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// ResetPassword sets a new password from a reset link and signs the
// account out everywhere. The link was mailed to the address, so following
// it also proves the buyer owns it; and as nothing set up before it stands
// (password, sessions), an address listed in PALLET_ADMIN_EMAILS becomes
// admin here, and only here in local sign-in.
type ResetPassword struct {
	creds     ports.CredentialRepository
	accounts  ports.LocalAccounts
	ownership emailOwnership
	now       Clock
}

func NewResetPassword(users ports.UserRepository, creds ports.CredentialRepository, accounts ports.LocalAccounts,
	admins AdminEmails, now Clock) *ResetPassword {
	return &ResetPassword{creds: creds, accounts: accounts, now: now,
		ownership: emailOwnership{users: users, admins: admins, now: now}}
}

// Handle checks the new password before it spends the token, so a password
// the rules refuse leaves the link usable.
func (h *ResetPassword) Handle(ctx context.Context, token, password string) error {
	errs := domain.FieldErrors{}
	domain.CheckPassword(errs, password)
	if err := errs.Err("password"); err != nil {
		return err
	}
	t, err := h.creds.UseAccountToken(ctx, domain.HashToken(token), domain.TokenPasswordReset, h.now())
	if err != nil {
		return err
	}
	if err := h.accounts.SetPassword(ctx, t.UserID, password); err != nil {
		return err
	}
	u, err := h.ownership.proven(ctx, t.UserID)
	if err != nil {
		return err
	}
	_, err = h.ownership.promote(ctx, u)
	return err
}

// Check tells whether a reset link still works, without spending it, so the
// page can say at once that a used or expired link is dead.
func (h *ResetPassword) Check(ctx context.Context, token string) error {
	_, err := h.creds.FindAccountToken(ctx, domain.HashToken(token), domain.TokenPasswordReset, h.now())
	return err
}
