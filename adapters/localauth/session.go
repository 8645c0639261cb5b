package localauth

import (
	"context"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// tokenLen is the length of every token domain.NewSecretToken makes.
const tokenLen = 43

func (a *Accounts) startSession(ctx context.Context, userID string, epoch int64) (string, error) {
	token := domain.NewSecretToken()
	s := ports.Session{TokenHash: domain.HashToken(token), UserID: userID, ExpiresAt: a.opts.Now().Add(a.opts.SessionTTL), Epoch: epoch}
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
	live, err := a.live(ctx, s)
	if err != nil || !live {
		return ports.Identity{}, err
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

// live tells whether s has neither expired nor been ended with every other
// session of its user (its epoch is behind the user's); a dead one is
// deleted and answers domain.ErrUnauthorized.
func (a *Accounts) live(ctx context.Context, s ports.Session) (bool, error) {
	creds, err := a.creds.GetCredentials(ctx, s.UserID)
	if err != nil && !domain.IsCode(err, domain.CodeNotFound) {
		return false, err
	}
	if a.opts.Now().Before(s.ExpiresAt) && s.Epoch == creds.SessionEpoch {
		return true, nil
	}
	_ = a.creds.DeleteSession(ctx, s.TokenHash)
	return false, domain.ErrUnauthorized
}

// LogOut ends the token's session; an unknown token is already logged out.
func (a *Accounts) LogOut(ctx context.Context, token string) error {
	err := a.creds.DeleteSession(ctx, domain.HashToken(token))
	if domain.IsCode(err, domain.CodeNotFound) {
		return nil
	}
	return err
}
