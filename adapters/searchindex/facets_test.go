package searchindex

import (
	"context"
	"math/rand/v2"
	"testing"
	"time"

	"github.com/RoaringBitmap/roaring/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The randomized comparison's catalogue is too small for a dense base, so
// the tally over the values' bitmaps is checked here against the pass over
// the base, on a catalogue of 9,000 in one range of slots.
func TestBothTalliesCountAlikeAndEachTakesTheBasesItSuits(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 25))
	feed := newListFeed()
	for i := range 9000 {
		feed.put(randomProduct(r, i, time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)))
	}
	ix := New(feed)
	require.NoError(t, ix.CatchUp(context.Background()))
	s := ix.state
	for _, base := range []struct {
		name       string
		bitmap     *roaring.Bitmap
		byPostings bool
	}{
		{"dense: all but one", everyNth(s, 1), true},
		{"wide but sparse: a third, under 4,096 in its range", everyNth(s, 3), false},
		{"small: a twentieth", everyNth(s, 20), false},
	} {
		t.Run(base.name, func(t *testing.T) {
			if base.bitmap.GetCardinality() == s.live.GetCardinality() {
				base.bitmap.Remove(base.bitmap.Minimum())
			}
			assert.Equal(t, base.byPostings, s.countByPostings(base.bitmap))
			for _, g := range []facetGroup{
				{base: base.bitmap, brands: true, categories: true},
				{base: base.bitmap, brands: true},
				{base: base.bitmap, categories: true},
			} {
				bySlots := talliedBy(s, s.tallyBySlots, g)
				assert.Equal(t, bySlots, talliedBy(s, s.tallyByPostings, g))
				if g.brands {
					assert.EqualValues(t, base.bitmap.GetCardinality(), sum(bySlots.brands), "every product counted once")
				}
			}
		})
	}
}

func talliedBy(s *state, way func(facetGroup, *tallies), g facetGroup) tallies {
	t := tallies{brands: grown(nil, len(s.brands.values), g.brands), categories: grown(nil, len(s.categories.values), g.categories)}
	way(g, &t)
	return t
}

func sum(counts []int) (n int) {
	for _, c := range counts {
		n += c
	}
	return n
}

// everyNth is every nth of the catalogue's products, in slot order.
func everyNth(s *state, n int) *roaring.Bitmap {
	out := roaring.New()
	for i, slot := range s.live.ToArray() {
		if i%n == 0 {
			out.Add(slot)
		}
	}
	return out
}
