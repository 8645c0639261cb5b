package app

import (
	"context"
	"time"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// RequestPasswordReset mails an account a single-use link, valid for an
// hour, to choose a new password. An unknown address gets no mail and the
// same answer, so the form can't tell who is a customer.
type RequestPasswordReset struct {
	users   ports.UserRepository
	creds   ports.CredentialRepository
	outbox  ports.OutboxRepository
	letters Letters
	now     Clock
}

func NewRequestPasswordReset(users ports.UserRepository, creds ports.CredentialRepository, outbox ports.OutboxRepository,
	letters Letters, now Clock) *RequestPasswordReset {
	return &RequestPasswordReset{users: users, creds: creds, outbox: outbox, letters: letters, now: now}
}

// Handle mails the link under siteURL (the shop's public address).
func (h *RequestPasswordReset) Handle(ctx context.Context, email, siteURL string) error {
	u, err := h.users.GetUserByEmail(ctx, domain.NormalizeEmail(email))
	if domain.IsCode(err, domain.CodeNotFound) {
		return nil
	}
	if err != nil {
		return err
	}
	return mailPasswordLink(ctx, h.creds, h.outbox, u, siteURL, h.now(), h.letters.passwordReset)
}

// mailPasswordLink issues u a password reset token and queues the letter
// write makes of its link under siteURL.
func mailPasswordLink(ctx context.Context, creds ports.CredentialRepository, outbox ports.OutboxRepository,
	u domain.User, siteURL string, now time.Time, write func(domain.User, string, time.Time) domain.Mail) error {
	raw, token := domain.NewAccountToken(u.ID, domain.TokenPasswordReset, domain.PasswordResetTTL, now)
	if err := creds.CreateAccountToken(ctx, token); err != nil {
		return err
	}
	return outbox.EnqueueMail(ctx, write(u, siteURL+"/reset-password?token="+raw, now))
}
