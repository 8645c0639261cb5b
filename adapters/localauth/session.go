package localauth

import (
	"context"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// tokenLen is the length of every token domain.NewSecretToken makes.
const tokenLen = 43

func (a *Accounts) startSession(ctx context.Context, userID string) (string, error) {
	token := domain.NewSecretToken()
	s := ports.Session{TokenHash: domain.HashToken(token), UserID: userID, ExpiresAt: a.opts.Now().Add(a.opts.SessionTTL)}
	if err := a.creds.CreateSession(ctx, s); err != nil {
		return "", err
	}
	return token, nil
}

// Verify turns a session token into the identity of its user.
func (a *Accounts) Verify(ctx context.Context, token string) (ports.Identity, error) {
	if len(token) != tokenLen {
		return ports.Identity{}, domain.ErrUnauthorized
	}
	s, err := a.creds.GetSession(ctx, domain.HashToken(token))
	if domain.IsCode(err, domain.CodeNotFound) {
		return ports.Identity{}, domain.ErrUnauthorized
	}
	if err != nil {
		return ports.Identity{}, err
	}
	if !a.opts.Now().Before(s.ExpiresAt) {
		_ = a.creds.DeleteSession(ctx, s.TokenHash)
		return ports.Identity{}, domain.ErrUnauthorized
	}
	u, err := a.users.GetUser(ctx, s.UserID)
	if domain.IsCode(err, domain.CodeNotFound) {
		return ports.Identity{}, domain.ErrUnauthorized
	}
	if err != nil {
		return ports.Identity{}, err
	}
	return ports.Identity{UserID: u.ID, Email: u.Email, Name: u.Name, PhotoURL: u.PhotoURL}, nil
}

// LogOut ends the token's session; an unknown token is already logged out.
func (a *Accounts) LogOut(ctx context.Context, token string) error {
	err := a.creds.DeleteSession(ctx, domain.HashToken(token))
	if domain.IsCode(err, domain.CodeNotFound) {
		return nil
	}
	return err
}
