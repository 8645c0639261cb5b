package app

import (
	"context"
	"strings"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// Authenticate turns a bearer token into the signed-in user. An outside
// identity signs in as the account linked to its subject; the first time,
// it links the account with its email, or a new account. Only an identity
// whose provider verified its email signs in at all: anyone can claim an
// unverified address, and a claim that made or linked an account would lock
// the address's owner out of it for good.
type Authenticate struct {
	verifier ports.TokenVerifier
	users    ports.BuyerRepository
	admins   AdminEmails
	now      Clock
}

func NewAuthenticate(v ports.TokenVerifier, users ports.BuyerRepository, admins AdminEmails, now Clock) *Authenticate {
	return &Authenticate{verifier: v, users: users, admins: admins, now: now}
}

// Handle also gives a company member their Membership, read now.
func (a *Authenticate) Handle(ctx context.Context, token string) (domain.User, error) {
	u, err := a.signedIn(ctx, token)
	if err != nil {
		return u, err
	}
	c, err := a.users.CompanyOfUser(ctx, u.ID)
	if domain.IsCode(err, domain.CodeNotFound) {
		return u, nil
	}
	if err != nil {
		return domain.User{}, err
	}
	m, _ := c.Member(u.ID)
	u.Membership = &domain.Membership{Company: c, Member: m}
	return u, nil
}

func (a *Authenticate) signedIn(ctx context.Context, token string) (domain.User, error) {
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
	if id.Subject == "" || domain.NormalizeEmail(id.Email) == "" {
		return domain.User{}, domain.ErrUnauthorized
	}
	if !id.EmailVerified {
		return domain.User{}, domain.ErrVerifyEmailFirst
	}
	u, err := a.linkedUser(ctx, id)
	if domain.IsCode(err, domain.CodeConflict) { // a concurrent first sign-in got there first
		return a.linkedUser(ctx, id)
	}
	return u, err
}

// linkedUser finds the account linked to the verified identity's subject,
// or links or creates one.
func (a *Authenticate) linkedUser(ctx context.Context, id ports.Identity) (domain.User, error) {
	u, err := a.users.GetUserByAuthSubject(ctx, id.Subject)
	if err == nil && !u.EmailVerified { // linked under earlier rules, verified with the provider since
		o := emailOwnership{users: a.users, admins: a.admins, now: a.now}
		if u, err = o.proven(ctx, u.ID); err != nil {
			return u, err
		}
		return o.promote(ctx, u)
	}
	if !domain.IsCode(err, domain.CodeNotFound) {
		return u, err
	}
	email := domain.NormalizeEmail(id.Email)
	existing, err := a.users.GetUserByEmail(ctx, email)
	if domain.IsCode(err, domain.CodeNotFound) {
		return a.create(ctx, id, email)
	}
	if err != nil {
		return domain.User{}, err
	}
	return a.users.UpdateUser(ctx, existing.ID, func(u *domain.User) error {
		if err := u.BindAuthSubject(id.Subject); err != nil {
			return err
		}
		u.EmailVerified = true
		u.UpdatedAt = a.now()
		return nil
	})
}

func (a *Authenticate) create(ctx context.Context, id ports.Identity, email string) (domain.User, error) {
	now := a.now()
	u := domain.User{ID: domain.NewID(), Email: email, Name: id.Name, PhotoURL: id.PhotoURL,
		Role: a.admins.RoleFor(email, true), AuthSubject: id.Subject, EmailVerified: true,
		CreatedAt: now, UpdatedAt: now}
	if err := a.users.CreateUser(ctx, u); err != nil {
		return domain.User{}, err
	}
	return u, nil
}
