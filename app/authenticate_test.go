package app

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/palletshop/pallet/adapters/memory"
	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

type fixedVerifier struct{ id ports.Identity }

func (v fixedVerifier) Verify(context.Context, string) (ports.Identity, error) { return v.id, nil }

// signInWith authenticates id against users, with boss@example.com listed as admin.
func signInWith(users ports.BuyerRepository, id ports.Identity) (domain.User, error) {
	auth := NewAuthenticate(fixedVerifier{id}, users, AdminEmails{"boss@example.com"}, fixedClock())
	return auth.Handle(context.Background(), "token")
}

func mustStoreUser(t *testing.T, users ports.UserRepository, email string, role domain.Role, subject string) domain.User {
	t.Helper()
	u := domain.User{ID: domain.NewID(), Email: email, Role: role, AuthSubject: subject, CreatedAt: fixedNow, UpdatedAt: fixedNow}
	require.NoError(t, users.CreateUser(context.Background(), u))
	return u
}

func storedUser(t *testing.T, users ports.UserRepository, id string) domain.User {
	t.Helper()
	u, err := users.GetUser(context.Background(), id)
	require.NoError(t, err)
	return u
}

func TestFirstSightCreatesAnAccountLinkedToTheSubject(t *testing.T) {
	store := memory.NewStore()
	u, err := signInWith(store, ports.Identity{Subject: "uid-boss", Email: " Boss@Example.com", EmailVerified: true, Name: "Boss"})
	require.NoError(t, err)
	assert.Equal(t, "boss@example.com", u.Email)
	assert.Equal(t, "uid-boss", u.AuthSubject)
	assert.True(t, u.IsAdmin(), "a listed, verified email becomes admin")

	again, err := signInWith(store, ports.Identity{Subject: "uid-boss", Email: "renamed@example.com", EmailVerified: true})
	require.NoError(t, err)
	assert.Equal(t, u.ID, again.ID, "once linked, the subject alone finds the account")
}

func TestAnUnverifiedIdentityClaimsNoAddress(t *testing.T) {
	store := memory.NewStore()
	_, err := signInWith(store, ports.Identity{Subject: "uid-squatter", Email: "boss@example.com", EmailVerified: false})
	assert.Equal(t, domain.ErrVerifyEmailFirst, err)
	assert.Equal(t, domain.CodeForbidden, domain.ErrorCode(err))
	_, err = store.GetUserByEmail(context.Background(), "boss@example.com")
	assert.True(t, domain.IsCode(err, domain.CodeNotFound), "no account is made for the address")

	owner, err := signInWith(store, ports.Identity{Subject: "uid-owner", Email: "boss@example.com", EmailVerified: true})
	require.NoError(t, err, "the verified owner is never locked out")
	assert.Equal(t, "uid-owner", owner.AuthSubject)
	assert.True(t, owner.IsAdmin())
	_, err = signInWith(store, ports.Identity{Subject: "uid-squatter", Email: "boss@example.com", EmailVerified: false})
	assert.Equal(t, domain.ErrVerifyEmailFirst, err)
}

func TestAVerifiedEmailLinksTheUnlinkedAccountWithIt(t *testing.T) {
	store := memory.NewStore()
	admin := mustStoreUser(t, store, "ops@example.com", domain.RoleAdmin, "")

	u, err := signInWith(store, ports.Identity{Subject: "uid-ops", Email: "ops@example.com", EmailVerified: true})
	require.NoError(t, err)
	assert.Equal(t, admin.ID, u.ID)
	assert.True(t, u.IsAdmin())
	assert.Equal(t, "uid-ops", storedUser(t, store, admin.ID).AuthSubject, "the link is saved")
}

func TestAnUnverifiedEmailNeverSignsInToAnExistingAccount(t *testing.T) {
	store := memory.NewStore()
	admin := mustStoreUser(t, store, "ops@example.com", domain.RoleAdmin, "")

	_, err := signInWith(store, ports.Identity{Subject: "uid-attacker", Email: "ops@example.com", EmailVerified: false})
	assert.Equal(t, domain.ErrVerifyEmailFirst, err)
	assert.Equal(t, domain.CodeForbidden, domain.ErrorCode(err))
	assert.Empty(t, storedUser(t, store, admin.ID).AuthSubject, "the account stays unlinked")
}

func TestAnAccountLinkedToAnotherSubjectIsNeverTakenOver(t *testing.T) {
	store := memory.NewStore()
	owner := mustStoreUser(t, store, "ops@example.com", domain.RoleAdmin, "uid-owner")

	_, err := signInWith(store, ports.Identity{Subject: "uid-other", Email: "ops@example.com", EmailVerified: true})
	assert.Equal(t, domain.ErrLinkedToAnotherSignIn, err)
	assert.Equal(t, domain.CodeUnauthorized, domain.ErrorCode(err))
	assert.Equal(t, "uid-owner", storedUser(t, store, owner.ID).AuthSubject)
}

func TestIdentitiesWithoutASubjectOrATokenAreRefused(t *testing.T) {
	store := memory.NewStore()
	_, err := signInWith(store, ports.Identity{Email: "boss@example.com", EmailVerified: true})
	assert.Equal(t, domain.ErrUnauthorized, err)
	_, err = signInWith(store, ports.Identity{Subject: "uid-1"})
	assert.Equal(t, domain.ErrUnauthorized, err, "an identity without an email")
	_, err = NewAuthenticate(fixedVerifier{}, store, nil, fixedClock()).Handle(context.Background(), " ")
	assert.Equal(t, domain.ErrUnauthorized, err)
}

func TestLocalSessionsSignInAsTheirUser(t *testing.T) {
	store := memory.NewStore()
	u := mustStoreUser(t, store, "ada@example.com", domain.RoleCustomer, "")
	got, err := signInWith(store, ports.Identity{UserID: u.ID})
	require.NoError(t, err)
	assert.Equal(t, u.ID, got.ID)
	_, err = signInWith(store, ports.Identity{UserID: domain.NewID()})
	assert.Equal(t, domain.ErrUnauthorized, err, "a session of a removed user")
}

// racingStore lets a concurrent first sign-in of the same identity create
// its account just before this one does.
type racingStore struct {
	*memory.Store
	rival domain.User
}

func (s *racingStore) CreateUser(ctx context.Context, u domain.User) error {
	if s.rival.ID == "" {
		s.rival = u
		s.rival.ID = domain.NewID()
		if err := s.Store.CreateUser(ctx, s.rival); err != nil {
			return err
		}
	}
	return s.Store.CreateUser(ctx, u)
}

func TestAConcurrentFirstSignInEndsInTheSameAccount(t *testing.T) {
	store := &racingStore{Store: memory.NewStore()}
	u, err := signInWith(store, ports.Identity{Subject: "uid-1", Email: "new@example.com", EmailVerified: true})
	require.NoError(t, err)
	assert.Equal(t, store.rival.ID, u.ID)
}

func TestAnAccountLinkedBeforeItsAddressWasVerifiedWaitsForTheVerification(t *testing.T) {
	store := memory.NewStore()
	// linked by an unverified identity under the earlier rules
	u := mustStoreUser(t, store, "boss@example.com", domain.RoleCustomer, "uid-1")
	_, err := signInWith(store, ports.Identity{Subject: "uid-1", Email: "boss@example.com", EmailVerified: false})
	assert.Equal(t, domain.ErrVerifyEmailFirst, err)

	got, err := signInWith(store, ports.Identity{Subject: "uid-1", Email: "boss@example.com", EmailVerified: true})
	require.NoError(t, err)
	assert.Equal(t, u.ID, got.ID)
	assert.True(t, storedUser(t, store, u.ID).EmailVerified, "verified with the provider since")
	assert.True(t, got.IsAdmin(), "a listed address becomes admin once verified")

	other, err := signInWith(store, ports.Identity{Subject: "uid-2", Email: "ann@example.com", EmailVerified: true})
	require.NoError(t, err)
	assert.True(t, other.EmailVerified)
	assert.False(t, other.IsAdmin())
}
