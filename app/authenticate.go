package app

import (
	"context"
	"strings"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// Authenticate turns a bearer token into the signed-in user. Users proven by
// an outside identity provider are created on first sight.
type Authenticate struct {
	verifier ports.TokenVerifier
	users    ports.UserRepository
	admins   AdminEmails
	now      Clock
}

func NewAuthenticate(v ports.TokenVerifier, users ports.UserRepository, admins AdminEmails, now Clock) *Authenticate {
	return &Authenticate{verifier: v, users: users, admins: admins, now: now}
}

func (a *Authenticate) Handle(ctx context.Context, token string) (domain.User, error) {
	if strings.TrimSpace(token) == "" {
		return domain.User{}, domain.ErrUnauthorized
	}
	id, err := a.verifier.Verify(ctx, token)
	if err != nil {
		return domain.User{}, err
	}
	if id.UserID != "" {
		u, err := a.users.GetUser(ctx, id.UserID)
		if domain.IsCode(err, domain.CodeNotFound) {
			return domain.User{}, domain.ErrUnauthorized
		}
		return u, err
	}
	return a.findOrCreate(ctx, id)
}

func (a *Authenticate) findOrCreate(ctx context.Context, id ports.Identity) (domain.User, error) {
	email := domain.NormalizeEmail(id.Email)
	if email == "" {
		return domain.User{}, domain.ErrUnauthorized
	}
	u, err := a.users.GetUserByEmail(ctx, email)
	if err == nil || !domain.IsCode(err, domain.CodeNotFound) {
		return u, err
	}
	now := a.now()
	role := domain.RoleCustomer
	if id.EmailVerified { // anyone can claim an unverified address, so it earns no admin rights
		role = a.admins.RoleFor(email)
	}
	u = domain.User{ID: domain.NewID(), Email: email, Name: id.Name, PhotoURL: id.PhotoURL,
		Role: role, CreatedAt: now, UpdatedAt: now}
	if err := a.users.CreateUser(ctx, u); err != nil {
		if domain.IsCode(err, domain.CodeConflict) { // created by a concurrent request
			return a.users.GetUserByEmail(ctx, email)
		}
		return domain.User{}, err
	}
	return u, nil
}
