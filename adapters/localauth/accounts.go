// Package localauth is the built-in email/password sign-in: bcrypt password
// hashes and opaque session tokens kept (hashed) in the shop's own store.
package localauth

import (
	"context"
	"strings"
	"sync"
	"time"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// DefaultSessionTTL is how long a session lasts when Options names no TTL.
const DefaultSessionTTL = 30 * 24 * time.Hour

// DefaultBcryptCost is the work factor of stored password hashes.
const DefaultBcryptCost = 12

// Options tunes Accounts; zero values take the defaults.
type Options struct {
	SessionTTL time.Duration
	Now        func() time.Time
	// BcryptCost is lowered only by tests; production uses the default.
	BcryptCost int
}

// Accounts implements ports.LocalAccounts and ports.TokenVerifier.
type Accounts struct {
	users ports.UserRepository
	creds ports.CredentialRepository
	opts  Options

	dummyOnce sync.Once
	dummyHash []byte
}

var (
	_ ports.LocalAccounts = (*Accounts)(nil)
	_ ports.TokenVerifier = (*Accounts)(nil)
)

// New builds Accounts over the given repositories.
func New(users ports.UserRepository, creds ports.CredentialRepository, opts Options) *Accounts {
	if opts.SessionTTL <= 0 {
		opts.SessionTTL = DefaultSessionTTL
	}
	if opts.Now == nil { // milliseconds in UTC, as every store keeps them
		opts.Now = func() time.Time { return time.Now().UTC().Truncate(time.Millisecond) }
	}
	if opts.BcryptCost == 0 {
		opts.BcryptCost = DefaultBcryptCost
	}
	return &Accounts{users: users, creds: creds, opts: opts}
}

// SignUp creates a customer account with a password and signs it in. It
// never makes an admin: nothing here proves the caller owns the address.
func (a *Accounts) SignUp(ctx context.Context, in domain.SignUpInput) (string, domain.User, error) {
	if err := in.Validate(); err != nil {
		return "", domain.User{}, err
	}
	hash, err := hashPassword(in.Password, a.opts.BcryptCost)
	if err != nil {
		return "", domain.User{}, err
	}
	now := a.opts.Now()
	u := domain.User{
		ID: domain.NewID(), Email: domain.NormalizeEmail(in.Email), Name: strings.TrimSpace(in.Name),
		Role: domain.RoleCustomer, CreatedAt: now, UpdatedAt: now,
	}
	if err := a.users.CreateUser(ctx, u); err != nil {
		return "", domain.User{}, err
	}
	if err := a.creds.SetPasswordHash(ctx, u.ID, hash); err != nil {
		// Without a password the account could never sign in; undo it so the
		// email can be used again.
		_ = a.users.DeleteUser(context.WithoutCancel(ctx), u.ID)
		return "", domain.User{}, err
	}
	token, err := a.startSession(ctx, u.ID, 0) // a new account's first epoch
	return token, u, err
}

// LogIn checks an email and password. Any mismatch gives the same error
// after the same amount of work, so it can't tell which part was wrong.
func (a *Accounts) LogIn(ctx context.Context, email, password string) (string, domain.User, error) {
	email = domain.NormalizeEmail(email)
	errs := domain.FieldErrors{}
	domain.CheckEmail(errs, "email", email)
	domain.CheckPassword(errs, password)
	if err := errs.Err("email", "password"); err != nil {
		return "", domain.User{}, err
	}
	u, creds, err := a.findCredentials(ctx, email)
	if err != nil {
		return "", domain.User{}, err
	}
	if creds.PasswordHash == "" {
		_ = comparePassword(a.dummy(), password)
		return "", domain.User{}, domain.ErrBadCredentials
	}
	if comparePassword([]byte(creds.PasswordHash), password) != nil {
		return "", domain.User{}, domain.ErrBadCredentials
	}
	// The epoch read with the hash: a reset that lands during the check
	// moves the epoch on and so kills this session, however late it is stored.
	token, err := a.startSession(ctx, u.ID, creds.SessionEpoch)
	return token, u, err
}

// findCredentials returns the user and credentials for email, with an
// empty hash when there is no such user or it has no password.
func (a *Accounts) findCredentials(ctx context.Context, email string) (domain.User, ports.Credentials, error) {
	u, err := a.users.GetUserByEmail(ctx, email)
	if domain.IsCode(err, domain.CodeNotFound) {
		return domain.User{}, ports.Credentials{}, nil
	}
	if err != nil {
		return domain.User{}, ports.Credentials{}, err
	}
	creds, err := a.creds.GetCredentials(ctx, u.ID)
	if domain.IsCode(err, domain.CodeNotFound) {
		return u, ports.Credentials{}, nil
	}
	return u, creds, err
}

// dummy is a hash of the same cost as real ones, compared against when the
// email is unknown so that path costs as much as a wrong password.
func (a *Accounts) dummy() []byte {
	a.dummyOnce.Do(func() {
		h, err := hashPassword("no such account: "+domain.NewID(), a.opts.BcryptCost)
		if err != nil {
			panic("localauth: bcrypt failed on a fixed-size input: " + err.Error())
		}
		a.dummyHash = []byte(h)
	})
	return a.dummyHash
}
