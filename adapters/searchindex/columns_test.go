package searchindex

import (
	"context"
	"fmt"
	"maps"
	"math/rand/v2"
	"slices"
	"testing"
	"time"

	"github.com/RoaringBitmap/roaring/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/palletshop/pallet/domain"
)

// A key keeps a column while at least one product in columnShare has it
// and it has at most maxColumnValues values; it loses it under half that
// share.
func TestOnlyKeysThatGainFromAColumnKeepOne(t *testing.T) {
	feed, ix := columnCatalogue(t)
	s := ix.state
	columned := func() []string { return slices.Sorted(maps.Keys(s.specs.columns)) }
	assert.Equal(t, slices.Sorted(slices.Values(specKeys)), columned(),
		"the random keys have columns; serial (400 values) and rare (50 of 3,450 products) do not")

	putRare(feed, 50, 100) // 150 of 3,550: over 1/32
	require.NoError(t, ix.CatchUp(context.Background()))
	assert.Contains(t, columned(), "rare", "a key that grows into the share gets a column")
	requireColumnsCountAsTheBitmaps(t, s, everyNth(s, 3))

	for i := range 80 { // 70 of 3,470: under 1/32, over 1/64
		feed.remove(fmt.Sprintf("rare%d", i))
	}
	require.NoError(t, ix.CatchUp(context.Background()))
	assert.Contains(t, columned(), "rare", "a column is kept down to half the share")
	requireColumnsCountAsTheBitmaps(t, s, everyNth(s, 3))

	for i := 80; i < 130; i++ { // 20 of 3,420: under 1/64
		feed.remove(fmt.Sprintf("rare%d", i))
	}
	require.NoError(t, ix.CatchUp(context.Background()))
	assert.NotContains(t, columned(), "rare")
}

// Counting a sparse base by columns gives what the values' bitmaps give,
// with and without brands in the same pass, and keys without a column
// beside them.
func TestColumnsCountAsTheValuesBitmapsDo(t *testing.T) {
	_, ix := columnCatalogue(t)
	s := ix.state
	for _, n := range []int{1, 3, 20} {
		requireColumnsCountAsTheBitmaps(t, s, everyNth(s, n))
	}
}

func requireColumnsCountAsTheBitmaps(t *testing.T, s *state, base *roaring.Bitmap) {
	t.Helper()
	base.Remove(base.Minimum()) // never the whole catalogue, whose counts come from the bitmaps
	keys := append(slices.Clone(specKeys), "serial", "rare")
	require.False(t, s.countByPostings(base), "a sparse base")
	for _, brands := range []bool{false, true} {
		out := domain.ProductFacets{Attributes: map[string][]domain.FacetCount{}}
		s.countGroup(facetGroup{base: base, brands: brands, keys: keys}, &out)
		for _, key := range keys {
			want := s.countSpecs(base, key)
			require.Equal(t, want, out.Attributes[key], "%s, with brands %v", key, brands)
			if _, ok := s.specs.columns[key]; ok {
				require.NotEmpty(t, want, "%s is counted", key)
			}
		}
	}
}

// columnCatalogue is 3,000 random products (the keys of specKeys), 400
// with a serial number each, and 50 with a rare key.
func columnCatalogue(t *testing.T) (*listFeed, *Index) {
	r := rand.New(rand.NewPCG(3, 25))
	feed := newListFeed()
	at := time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)
	for i := range 3000 {
		feed.put(randomProduct(r, i, at))
	}
	for i := range 400 {
		feed.put(domain.Product{ID: fmt.Sprintf("serial%d", i), Name: "drive", PriceCents: 100, CreatedAt: at,
			Attributes: map[string]string{"serial": fmt.Sprint("S", i)}})
	}
	putRare(feed, 0, 50)
	ix := New(feed)
	require.NoError(t, ix.CatchUp(context.Background()))
	return feed, ix
}

func putRare(feed *listFeed, from, n int) {
	for i := from; i < from+n; i++ {
		feed.put(domain.Product{ID: fmt.Sprintf("rare%d", i), Name: "fan", PriceCents: 100,
			Attributes: map[string]string{"rare": []string{"a", "b"}[i%2]}})
	}
}
