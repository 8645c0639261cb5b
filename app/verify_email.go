package app

import (
	"context"
	"log/slog"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// VerifyEmail mails a new local account a link that proves it owns its
// address, and takes the link's token back.
type VerifyEmail struct {
	creds     ports.CredentialRepository
	outbox    ports.OutboxRepository
	letters   Letters
	ownership emailOwnership
	log       *slog.Logger
	now       Clock
}

func NewVerifyEmail(users ports.UserRepository, creds ports.CredentialRepository, outbox ports.OutboxRepository,
	letters Letters, admins AdminEmails, log *slog.Logger, now Clock) *VerifyEmail {
	return &VerifyEmail{creds: creds, outbox: outbox, letters: letters, log: log, now: now,
		ownership: emailOwnership{users: users, admins: admins, now: now}}
}

// Send mails u a verification link under siteURL. A failure is logged, not
// returned: the account stands without it.
func (h *VerifyEmail) Send(ctx context.Context, u domain.User, siteURL string) {
	now := h.now()
	raw, token := domain.NewAccountToken(u.ID, domain.TokenVerifyEmail, domain.VerifyEmailTTL, now)
	err := h.creds.CreateAccountToken(ctx, token)
	if err == nil {
		err = h.outbox.EnqueueMail(ctx, h.letters.verifyEmail(u, siteURL+"/verify-email?token="+raw, now))
	}
	if err != nil {
		h.log.ErrorContext(ctx, "verification mail not queued", "user", u.ID, "err", err)
	}
}

// Confirm spends the link's token and marks the address verified.
//
// An address listed in PALLET_ADMIN_EMAILS gets no admin rights from it:
// whoever signed up chose the password and holds the sessions, and that may
// be a stranger who signed up first with the owner's address. Confirm ends
// every session of the account and mails the owner a link (under siteURL) to
// choose a password; setting it through that link makes the admin.
func (h *VerifyEmail) Confirm(ctx context.Context, token, siteURL string) (domain.User, error) {
	t, err := h.creds.UseAccountToken(ctx, domain.HashToken(token), domain.TokenVerifyEmail, h.now())
	if err != nil {
		return domain.User{}, err
	}
	u, err := h.ownership.proven(ctx, t.UserID)
	if err != nil || !h.ownership.listed(u) {
		return u, err
	}
	if err := h.creds.DeleteUserSessions(ctx, u.ID); err != nil {
		return domain.User{}, err
	}
	if !u.IsAdmin() {
		err := mailPasswordLink(ctx, h.creds, h.outbox, u, siteURL, h.now(), h.letters.adminPassword)
		if err != nil { // the owner can still ask for a reset link
			h.log.ErrorContext(ctx, "admin password mail not queued", "user", u.ID, "err", err)
		}
	}
	return u, nil
}
