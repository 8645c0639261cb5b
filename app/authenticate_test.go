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

func TestOutsideIdentitiesAreCreatedOnFirstSight(t *testing.T) {
	store := memory.NewStore()
	admins := AdminEmails{"boss@example.com"}
	auth := func(id ports.Identity) (domain.User, error) {
		return NewAuthenticate(fixedVerifier{id}, store, admins, fixedClock()).Handle(context.Background(), "token")
	}

	u, err := auth(ports.Identity{Email: " Boss@Example.com", EmailVerified: true, Name: "Boss"})
	require.NoError(t, err)
	assert.Equal(t, "boss@example.com", u.Email)
	assert.True(t, u.IsAdmin(), "a listed, verified email becomes admin")

	again, err := auth(ports.Identity{Email: "boss@example.com", EmailVerified: true})
	require.NoError(t, err)
	assert.Equal(t, u.ID, again.ID, "the same user the second time")

	squatter, err := auth(ports.Identity{Email: "BOSS2@example.com", EmailVerified: false})
	require.NoError(t, err)
	assert.False(t, squatter.IsAdmin())

	admins = AdminEmails{"unverified@example.com"}
	unverified, err := auth(ports.Identity{Email: "unverified@example.com", EmailVerified: false})
	require.NoError(t, err)
	assert.False(t, unverified.IsAdmin(), "an unverified address earns no admin rights")

	_, err = NewAuthenticate(fixedVerifier{}, store, nil, fixedClock()).Handle(context.Background(), "")
	assert.Equal(t, domain.CodeUnauthorized, domain.ErrorCode(err))
}

func TestLastAdminCantBeDemoted(t *testing.T) {
	store := memory.NewStore()
	ctx := context.Background()
	a := domain.User{ID: domain.NewID(), Email: "a@example.com", Role: domain.RoleAdmin}
	b := domain.User{ID: domain.NewID(), Email: "b@example.com", Role: domain.RoleAdmin}
	require.NoError(t, store.CreateUser(ctx, a))
	require.NoError(t, store.CreateUser(ctx, b))
	guard := NewAdminGuard()
	roles := NewSetUserRole(store, guard, fixedClock())

	_, err := roles.Handle(ctx, a, a.ID, domain.RoleCustomer)
	assert.Equal(t, domain.CodeConflict, domain.ErrorCode(err), "no self-demotion")
	_, err = roles.Handle(ctx, a, b.ID, domain.RoleCustomer)
	require.NoError(t, err)
	_, err = roles.HandleByEmail(ctx, "a@example.com", domain.RoleCustomer)
	assert.Equal(t, domain.CodeConflict, domain.ErrorCode(err), "the last admin stays")

	err = NewRemoveUser(store, store, guard).Handle(ctx, b, a.ID)
	assert.Equal(t, domain.CodeConflict, domain.ErrorCode(err), "the last admin can't be removed")
}
