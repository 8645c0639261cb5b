//go:build !race

// The randomized comparison runs in one goroutine, thousands of searches each checked against a
// brute-force count: the race detector has nothing to watch and slows it many times over, so it
// runs in make test's pass without it (docs/testing.md).

package searchindex

import (
	"context"
	"fmt"
	"math/rand/v2"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// TestIndexAnswersExactlyWhatTheDomainRulesSay compares the index with the
// reference rules over thousands of random searches on a random catalogue,
// changing the catalogue (edits, stock, deletes, new products) between
// rounds.
func TestIndexAnswersExactlyWhatTheDomainRulesSay(t *testing.T) {
	seed := uint64(time.Now().UnixNano())
	t.Logf("seed %d", seed)
	r := rand.New(rand.NewPCG(seed, 25))
	base := time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)
	feed := newListFeed()
	next := 0
	for range 600 {
		feed.put(randomProduct(r, next, base))
		next++
	}
	ix := New(feed)
	for round := range 5 {
		require.NoError(t, ix.CatchUp(context.Background()))
		all := feed.listed()
		requireAnswersAsTheRules(t, r, ix, all, 500, fmt.Sprintf("round %d", round))
		changeSome(r, feed, all, &next, base)
	}
}
