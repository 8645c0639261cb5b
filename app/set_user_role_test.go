package app

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/palletshop/pallet/adapters/memory"
	"github.com/palletshop/pallet/domain"
)

func TestLastAdminCantBeDemotedOrRemoved(t *testing.T) {
	store := memory.NewStore()
	ctx := context.Background()
	a := mustStoreUser(t, store, "a@example.com", domain.RoleAdmin, "")
	b := mustStoreUser(t, store, "b@example.com", domain.RoleAdmin, "")
	roles := NewSetUserRole(store, fixedClock())

	_, err := roles.Handle(ctx, a, a.ID, domain.RoleCustomer)
	assert.Equal(t, domain.CodeConflict, domain.ErrorCode(err), "no self-demotion")
	demoted, err := roles.Handle(ctx, a, b.ID, domain.RoleCustomer)
	require.NoError(t, err)
	assert.Equal(t, fixedNow, demoted.UpdatedAt)
	_, err = roles.HandleByEmail(ctx, " A@example.com", domain.RoleCustomer)
	assert.Equal(t, domain.ErrLastAdmin, err, "the last admin stays")

	err = newRemoveUser(store).Handle(ctx, b, a.ID)
	assert.Equal(t, domain.ErrLastAdmin, err, "the last admin can't be removed")
	assert.True(t, storedUser(t, store, a.ID).IsAdmin())
}
