package contracttest

import (
	"sync"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/palletshop/pallet/adapters/searchindex"
	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// Searches in the suites go through a catalogue index over the store, as
// the shop's do: one index per store, caught up from the store's change
// feed before each search; the page's products come from the index.
// Every search case therefore proves the store's feed (new products,
// edits, deletes, stock) as much as the index.
var indexes sync.Map // ports.Store → *searchindex.Index

func indexOf(t *testing.T, store ports.Store) *searchindex.Index {
	t.Helper()
	ix, _ := indexes.LoadOrStore(store, searchindex.New(store))
	t.Cleanup(func() { indexes.Delete(store) })
	require.NoError(t, ix.(*searchindex.Index).CatchUp(ctx(t)))
	return ix.(*searchindex.Index)
}

// listProducts is one page of f's matches, the products as the index
// answers them; each must be the store's product exactly.
func listProducts(t *testing.T, store ports.Store, f domain.ProductFilter) (domain.Page[domain.Product], error) {
	t.Helper()
	hits, err := indexOf(t, store).Search(ctx(t), f, nil)
	if err != nil {
		return domain.Page[domain.Product]{}, err
	}
	for _, got := range hits.Page.Items {
		want, err := store.GetProduct(ctx(t), got.ID)
		require.NoError(t, err)
		require.Equal(t, withoutMonotonicClock(want), got, "the index's copy of %s", got.ID)
	}
	return hits.Page, nil
}

// withoutMonotonicClock drops the clock reading a time from time.Now
// carries (the memory store keeps it; the index can't).
func withoutMonotonicClock(p domain.Product) domain.Product {
	p.CreatedAt, p.UpdatedAt = p.CreatedAt.Round(0), p.UpdatedAt.Round(0)
	return p
}

// productFacets counts f's facets over the store's catalogue.
func productFacets(t *testing.T, store ports.Store, f domain.ProductFilter, keys []string) (domain.ProductFacets, error) {
	t.Helper()
	hits, err := indexOf(t, store).Search(ctx(t), f, keys)
	return hits.Facets, err
}

// listBrands counts the store's products per brand.
func listBrands(t *testing.T, store ports.Store) ([]domain.BrandCount, error) {
	t.Helper()
	return indexOf(t, store).Brands(ctx(t))
}
