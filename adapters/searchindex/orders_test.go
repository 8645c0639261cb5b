package searchindex

import (
	"cmp"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/palletshop/pallet/domain"
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

// compareDocs compares the leading bytes of names and ids before the
// strings; it must order as the strings alone do. The names and ids here
// share their first eight bytes, are shorter than eight, are prefixes of
// each other or end in a zero byte, and prices and dates tie often.
func TestCompareDocsOrdersAsTheKeysAndIdsDo(t *testing.T) {
	rng := rand.New(rand.NewPCG(8, 25))
	stems := []string{"", "a", "ab", "ab\x00", "samsung ", "samsung 990 pro", "samsung 990 pro 2tb", "samsung 990", "zz", "ÿÿÿÿÿÿÿÿ"}
	var docs []doc
	var zones zones
	var scratch []byte
	for i := range 2000 {
		p := domain.Product{
			ID:         stems[rng.IntN(len(stems))] + strconv.Itoa(rng.IntN(50)),
			Name:       stems[rng.IntN(len(stems))] + strings.Repeat("x", rng.IntN(3)),
			PriceCents: int64(rng.IntN(5)),
			CreatedAt:  time.Unix(int64(rng.IntN(5)), 0),
		}
		docs = append(docs, newDoc(int64(i), p, nil, &zones, &scratch))
	}
	slots := make([]uint32, len(docs))
	for i := range slots {
		slots[i] = uint32(i)
	}
	for order := range orderCount {
		want := slices.Clone(slots)
		slices.SortStableFunc(want, func(a, b uint32) int {
			return cmp.Or(compareKeys(order, &docs[a], &docs[b]), strings.Compare(docs[a].id(), docs[b].id()))
		})
		got := slices.Clone(slots)
		slices.SortStableFunc(got, func(a, b uint32) int { return compareDocs(order, &docs[a], &docs[b]) })
		require.Equal(t, want, got, "order %d", order)
	}
}
