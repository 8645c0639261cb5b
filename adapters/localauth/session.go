package localauth

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// tokenBytes of randomness make a token; base64url without padding gives
// tokenLen characters.
const (
	tokenBytes = 32
	tokenLen   = 43
)

func newToken() string {
	b := make([]byte, tokenBytes)
	_, _ = rand.Read(b) // crypto/rand never fails on supported platforms
	return base64.RawURLEncoding.EncodeToString(b)
}

// hashToken is what the store keeps: a leaked sessions table can't be
// replayed as bearer tokens.
func hashToken(token string) string {
	sum := sha256.Sum256([]byte(token))
	return hex.EncodeToString(sum[:])
}

func (a *Accounts) startSession(ctx context.Context, userID string) (string, error) {
	token := newToken()
	s := ports.Session{TokenHash: hashToken(token), UserID: userID, ExpiresAt: a.opts.Now().Add(a.opts.SessionTTL)}
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
	s, err := a.creds.GetSession(ctx, hashToken(token))
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
	err := a.creds.DeleteSession(ctx, hashToken(token))
	if domain.IsCode(err, domain.CodeNotFound) {
		return nil
	}
	return err
}
