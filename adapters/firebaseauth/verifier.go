// Package firebaseauth verifies Firebase ID tokens with the Firebase Admin SDK.
//
// When FIREBASE_AUTH_EMULATOR_HOST is set the SDK talks to the Auth emulator
// and skips signature checks, so that variable must never reach production
// (adapters/config refuses it there).
package firebaseauth

import (
	"context"
	"errors"
	"fmt"

	firebase "firebase.google.com/go/v4"
	"firebase.google.com/go/v4/auth"
	"google.golang.org/api/option"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// Options names the Firebase project and, outside Google Cloud and the
// emulator, the service-account key file.
type Options struct {
	ProjectID       string
	CredentialsFile string
}

// idTokenChecker is the one SDK call Verifier makes.
type idTokenChecker interface {
	VerifyIDTokenAndCheckRevoked(ctx context.Context, idToken string) (*auth.Token, error)
}

// Verifier implements ports.TokenVerifier for Firebase ID tokens.
type Verifier struct {
	client idTokenChecker
}

var _ ports.TokenVerifier = (*Verifier)(nil)

// errUnavailable is returned when Firebase can't be asked; the caller is not
// signed out for it.
var errUnavailable = &domain.Error{Code: domain.CodeUnavailable, Message: "Sign-in is unavailable right now, please try again"}

// New builds a Verifier. It makes no network calls.
func New(ctx context.Context, opts Options) (*Verifier, error) {
	if opts.ProjectID == "" {
		return nil, errors.New("firebaseauth: a project id is required")
	}
	var clientOpts []option.ClientOption
	if opts.CredentialsFile != "" {
		clientOpts = append(clientOpts, option.WithCredentialsFile(opts.CredentialsFile))
	}
	app, err := firebase.NewApp(ctx, &firebase.Config{ProjectID: opts.ProjectID}, clientOpts...)
	if err != nil {
		return nil, fmt.Errorf("firebaseauth: %w", err)
	}
	client, err := app.Auth(ctx)
	if err != nil {
		return nil, fmt.Errorf("firebaseauth: %w", err)
	}
	return &Verifier{client: client}, nil
}

// Verify checks the ID token, and asks Firebase whether its user was
// disabled, deleted or had its tokens revoked since it was issued.
func (v *Verifier) Verify(ctx context.Context, token string) (ports.Identity, error) {
	if token == "" {
		return ports.Identity{}, domain.ErrUnauthorized
	}
	tok, err := v.client.VerifyIDTokenAndCheckRevoked(ctx, token)
	if err != nil {
		return ports.Identity{}, classify(err)
	}
	return identityFrom(tok)
}

// classify keeps the SDK's messages (which never contain the token) for
// the log, and tells a bad token apart from Firebase being unreachable.
func classify(err error) error {
	if auth.IsIDTokenInvalid(err) || auth.IsUserNotFound(err) || auth.IsTenantIDMismatch(err) {
		return domain.ErrUnauthorized
	}
	return fmt.Errorf("firebaseauth: %w: %w", errUnavailable, err)
}

// identityFrom reads the claims the shop uses. The uid is the subject the
// account is linked to; the app links or creates accounts by email, so a
// token without one (e.g. anonymous sign-in) is refused.
func identityFrom(tok *auth.Token) (ports.Identity, error) {
	email := domain.NormalizeEmail(claim(tok, "email"))
	if email == "" || tok.UID == "" {
		return ports.Identity{}, domain.ErrUnauthorized
	}
	verified, _ := tok.Claims["email_verified"].(bool)
	return ports.Identity{Subject: tok.UID, Email: email, EmailVerified: verified,
		Name: claim(tok, "name"), PhotoURL: claim(tok, "picture")}, nil
}

func claim(tok *auth.Token, name string) string {
	s, _ := tok.Claims[name].(string)
	return s
}
