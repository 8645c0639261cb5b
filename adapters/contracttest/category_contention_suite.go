package contracttest

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

const reparentRounds = 20

// assertParentRefused checks the tree's own refusal of a parent.
func assertParentRefused(t *testing.T, err error, msgAndArgs ...any) {
	t.Helper()
	var de *domain.Error
	if assert.True(t, errors.As(err, &de), "want the parent refused, got %v", err) {
		assert.Equal(t, map[string]string{"parent": "Choose a top-level category as the parent"}, de.Fields, msgAndArgs...)
	}
}

// assertSoundTree checks every category's parent is an existing top-level one.
func assertSoundTree(t *testing.T, store ports.Store, msgAndArgs ...any) []domain.Category {
	t.Helper()
	all := listCategories(t, store)
	assert.Empty(t, domain.MisplacedCategories(all), msgAndArgs...)
	return all
}

// testReparentingContention makes top-level categories children of each
// other all at once, round after round: two (a→b, b→a) and three in a ring.
// The tree check and the write are one step, so at least one save is
// refused, with the tree's own error, and no cycle is ever stored.
func (s suite) testReparentingContention(t *testing.T) {
	s.skipUnlessAtomic(t)
	for _, ring := range [][]string{{"a", "b"}, {"a", "b", "c"}} {
		for round := range reparentRounds {
			store := s.newStore(t)
			for _, slug := range ring {
				saveCategories(t, store, domain.Category{Slug: slug, Name: "Category " + slug})
			}
			errs := make([]error, len(ring))
			startTogether(len(ring), func(i int) {
				parent := ring[(i+1)%len(ring)]
				errs[i] = store.SaveCategory(ctx(t), domain.Category{Slug: ring[i], Name: "Category " + ring[i], Parent: parent})
			})
			refused := 0
			for _, err := range errs {
				if err != nil {
					refused++
					assertParentRefused(t, err, "ring %v round %d", ring, round)
				}
			}
			require.GreaterOrEqual(t, refused, 1, "ring %v round %d: a cycle was let through", ring, round)
			if len(ring) == 2 {
				assert.Equal(t, 1, refused, "round %d: one of two re-parentings wins", round)
			}
			assertSoundTree(t, store, "ring %v round %d", ring, round)
		}
	}
}
