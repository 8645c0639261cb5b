package mongodb

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.mongodb.org/mongo-driver/v2/bson"

	"github.com/palletshop/pallet/domain"
)

func adminCount(t *testing.T, s *Store) int {
	t.Helper()
	var doc struct {
		Count int `bson:"count"`
	}
	require.NoError(t, s.counters.FindOne(t.Context(), adminCounter()).Decode(&doc))
	return doc.Count
}

func TestAdminCounterStartsFromTheAdminsAlreadyStored(t *testing.T) {
	s := newTestStore(t)
	ctx := t.Context()
	_, err := s.counters.DeleteMany(ctx, bson.D{}) // a database from before the counter
	require.NoError(t, err)
	for _, email := range []string{"a@example.com", "b@example.com"} {
		u := domain.User{ID: domain.NewID(), Email: email, Role: domain.RoleAdmin}
		_, err := s.users.InsertOne(ctx, newUserDoc(u, 1))
		require.NoError(t, err)
	}

	require.NoError(t, s.initAdminCounter(ctx))
	assert.Equal(t, 2, adminCount(t, s))

	require.NoError(t, s.CreateUser(ctx, domain.User{ID: domain.NewID(), Email: "c@example.com", Role: domain.RoleAdmin}))
	require.NoError(t, s.initAdminCounter(ctx), "a restart")
	assert.Equal(t, 3, adminCount(t, s), "a restart keeps the running count")
}

func TestAdminSlotIsGivenBackWhenTheChangeMisses(t *testing.T) {
	s := newTestStore(t)
	ctx := t.Context()
	a := domain.User{ID: domain.NewID(), Email: "a@example.com", Role: domain.RoleAdmin}
	b := domain.User{ID: domain.NewID(), Email: "b@example.com", Role: domain.RoleAdmin}
	require.NoError(t, s.CreateUser(ctx, a))
	require.NoError(t, s.CreateUser(ctx, b))
	_, err := s.SetUserRole(ctx, b.ID, domain.RoleCustomer, b.CreatedAt)
	require.NoError(t, err)
	require.Equal(t, 1, adminCount(t, s))
	require.NoError(t, s.CreateUser(ctx, domain.User{ID: domain.NewID(), Email: "c@example.com", Role: domain.RoleAdmin}))
	require.Equal(t, 2, adminCount(t, s))

	// b was read as an admin, but was demoted before the change ran.
	stale := b
	changed, err := s.changeUnlessLastAdmin(ctx, stale, func(filter bson.D) (bool, error) {
		res, err := s.users.DeleteOne(ctx, filter)
		return err == nil && res.DeletedCount == 1, err
	})
	require.NoError(t, err)
	assert.False(t, changed)
	assert.Equal(t, 2, adminCount(t, s), "the slot taken for the missed change is back")
	_, err = s.GetUser(ctx, b.ID)
	assert.NoError(t, err, "the filter on the role kept the customer")
}
