package ports

import (
	"context"

	"github.com/palletshop/pallet/domain"
)

// Identity is who a bearer token proves the caller to be. UserID is set when
// the identity provider is the shop itself (local sessions); otherwise
// Subject is the provider's stable id for the caller (the Firebase uid), and
// the app finds the user linked to it, or links or creates one by Email.
type Identity struct {
	UserID        string
	Subject       string
	Email         string
	EmailVerified bool // the provider has proven the caller owns Email
	Name          string
	PhotoURL      string
}

// TokenVerifier checks a bearer token. A bad, expired or revoked token gives
// domain.ErrUnauthorized.
type TokenVerifier interface {
	Verify(ctx context.Context, token string) (Identity, error)
}

// LocalAccounts is the built-in email/password sign-in. It exists only when
// PALLET_AUTH=local.
type LocalAccounts interface {
	SignUp(ctx context.Context, in domain.SignUpInput) (token string, u domain.User, err error)
	LogIn(ctx context.Context, email, password string) (token string, u domain.User, err error)
	LogOut(ctx context.Context, token string) error
	// SetPassword replaces the user's password and revokes every session
	// of theirs, so whoever knew the old one is signed out everywhere.
	SetPassword(ctx context.Context, userID, password string) error
}

// AuthMode is how buyers sign in (PALLET_AUTH).
type AuthMode string

const (
	AuthLocal    AuthMode = "local"    // built-in email and password
	AuthFirebase AuthMode = "firebase" // Firebase Auth
)
