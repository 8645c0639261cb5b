package searchindex

import (
	"cmp"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/stretchr/testify/require"
)

// mergeSorted must give what sorting everything gives, for few additions
// (put in one by one) and many (merged), into an empty, short or long list.
func TestMergeSortedEqualsSortingAll(t *testing.T) {
	rng := rand.New(rand.NewPCG(25, 17))
	for round := range 300 {
		sorted := make([]int, rng.IntN(200))
		for i := range sorted {
			sorted[i] = rng.IntN(1000)
		}
		slices.Sort(sorted)
		add := make([]int, rng.IntN(3*fewToInsert))
		for i := range add {
			add[i] = rng.IntN(1000)
		}
		want := slices.Sorted(slices.Values(append(slices.Clone(sorted), add...)))
		require.Equal(t, want, mergeSorted(sorted, add, cmp.Compare[int]), "round %d", round)
	}
}
