package mongodb

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/palletshop/pallet/domain"
)

// A cycle that two re-parentings racing on an older release stored (a under
// b, b under a) hid both categories and stopped either being deleted. The
// next start lifts both to the top level; sound categories are left alone.
func TestAStoredCategoryCycleIsLiftedToTheTopAtStart(t *testing.T) {
	s := newTestStore(t)
	ctx := t.Context()
	for _, c := range []domain.Category{{Slug: "components", Name: "Components"}, {Slug: "ssds", Name: "SSDs", Parent: "components"},
		{Slug: "a", Name: "A", Parent: "b"}, {Slug: "b", Name: "B", Parent: "a"}} {
		_, err := s.categories.InsertOne(ctx, newCategoryDoc(c)) // as an older release could leave them
		require.NoError(t, err)
	}
	require.ErrorIs(t, s.DeleteCategory(ctx, "a"), domain.ErrCategoryInUse, "the cycle as it was: each names the other")

	require.NoError(t, s.start(ctx))
	all, err := s.ListCategories(ctx)
	require.NoError(t, err)
	parents := map[string]string{}
	for _, c := range all {
		parents[c.Slug] = c.Parent
	}
	assert.Equal(t, map[string]string{"components": "", "ssds": "components", "a": "", "b": ""}, parents)
	require.NoError(t, s.DeleteCategory(ctx, "a"))
	require.NoError(t, s.DeleteCategory(ctx, "b"))
}
