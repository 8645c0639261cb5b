//go:build !race

// Like the randomized comparison, this checks hundreds of searches against a brute-force count in
// one goroutine, so it runs without the race detector (docs/testing.md). The build's reading
// goroutine runs under -race wherever an index is built: every cmd/pallet scenario's shop, and
// adapters/sqlite's two-process freshness test.

package searchindex

import (
	"context"
	"math/rand/v2"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/palletshop/pallet/ports"
)

// writingFeed is a feed the catalogue changes under while a build reads
// it: after the first batch, some products read already are edited or
// deleted, and new ones come.
type writingFeed struct {
	*listFeed
	reads  int
	during func()
}

func (f *writingFeed) ProductChanges(ctx context.Context, after int64, limit int) ([]ports.ProductChange, error) {
	f.reads++
	if f.reads == 2 {
		f.during()
	}
	return f.listFeed.ProductChanges(ctx, after, limit)
}

// A build reads the feed in batches while the catalogue changes: a product
// read in one batch and changed before the next comes again, and the
// built index must still answer exactly as the rules say.
func TestABuildTakesInChangesMadeWhileItReads(t *testing.T) {
	r := rand.New(rand.NewPCG(uint64(time.Now().UnixNano()), 7))
	base := time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)
	feed := &writingFeed{listFeed: newListFeed()}
	next := 0
	for range feedBatch + 500 {
		feed.put(randomProduct(r, next, base))
		next++
	}
	feed.during = func() {
		all := feed.listed()
		for range 4 {
			changeSome(r, feed.listFeed, all, &next, base)
		}
	}
	ix := New(feed)
	require.NoError(t, ix.CatchUp(context.Background()))
	require.GreaterOrEqual(t, feed.reads, 2)
	requireAnswersAsTheRules(t, r, ix, feed.listed(), 300, "after the build")
}
