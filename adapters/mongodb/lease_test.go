package mongodb

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.mongodb.org/mongo-driver/v2/bson"
)

// The orders and category-tree leases go to one holder at a time, and a
// holder that never gives one back holds it only until it runs out.
func TestALeaseHasOneHolderUntilItIsReleasedOrRunsOut(t *testing.T) {
	s := newTestStore(t)
	ctx := t.Context()
	took, err := s.takeLease(ctx, "orders:u1", "first")
	require.NoError(t, err)
	require.True(t, took)
	took, err = s.takeLease(ctx, "orders:u1", "second")
	require.NoError(t, err)
	assert.False(t, took, "held")
	took, err = s.takeLease(ctx, "orders:u2", "second")
	require.NoError(t, err)
	assert.True(t, took, "another buyer's lease is another lease")

	s.releaseLease(ctx, "orders:u1", "second")
	took, err = s.takeLease(ctx, "orders:u1", "second")
	require.NoError(t, err)
	assert.False(t, took, "only the holder releases it")
	s.releaseLease(ctx, "orders:u1", "first")
	took, err = s.takeLease(ctx, "orders:u1", "second")
	require.NoError(t, err)
	assert.True(t, took, "released")

	_, err = s.leases.UpdateOne(ctx, byID("orders:u1"), bson.D{{Key: "$set", Value: bson.D{{Key: "until", Value: now().Add(-time.Second)}}}})
	require.NoError(t, err)
	took, err = s.takeLease(ctx, "orders:u1", "third")
	require.NoError(t, err)
	assert.True(t, took, "a lease its holder never gave back runs out")
}
