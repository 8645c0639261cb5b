//go:build !race

// One goroutine: the race detector has nothing to watch here, and it slows the pure-Go
// SQLite engine many times over, so these run in make test's pass without it (docs/testing.md).

package sqlite

import (
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/palletshop/pallet/domain"
)

// A cycle that two re-parentings racing on an older release stored (a under
// b, b under a) hid both categories and stopped either being deleted. The
// next start lifts both to the top level, where they can be edited and
// deleted again; sound categories are left alone.
func TestAStoredCategoryCycleIsLiftedToTheTopAtStart(t *testing.T) {
	path := filepath.Join(t.TempDir(), FileName)
	s, err := Open(path)
	require.NoError(t, err)
	saveAll := func(cs ...domain.Category) {
		for _, c := range cs {
			require.NoError(t, s.SaveCategory(t.Context(), c))
		}
	}
	saveAll(domain.Category{Slug: "components", Name: "Components"}, domain.Category{Slug: "ssds", Name: "SSDs", Parent: "components"},
		domain.Category{Slug: "a", Name: "A"}, domain.Category{Slug: "b", Name: "B"})
	_, err = s.writer.Exec("UPDATE categories SET parent = CASE slug WHEN 'a' THEN 'b' ELSE 'a' END WHERE slug IN ('a', 'b')")
	require.NoError(t, err)
	require.ErrorIs(t, s.DeleteCategory(t.Context(), "a"), domain.ErrCategoryInUse, "the cycle as it was: each names the other")
	require.NoError(t, s.Close())

	s, err = Open(path)
	require.NoError(t, err)
	t.Cleanup(func() { _ = s.Close() })
	all, err := s.ListCategories(t.Context())
	require.NoError(t, err)
	parents := map[string]string{}
	for _, c := range all {
		parents[c.Slug] = c.Parent
	}
	assert.Equal(t, map[string]string{"components": "", "ssds": "components", "a": "", "b": ""}, parents)
	require.NoError(t, s.DeleteCategory(t.Context(), "a"))
	require.NoError(t, s.DeleteCategory(t.Context(), "b"))
}
