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
// feed before each search, and the page's products read from the store.
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

// listProducts is one page of f's matches, with the products from the store.
func listProducts(t *testing.T, store ports.Store, f domain.ProductFilter) (domain.Page[domain.Product], error) {
	t.Helper()
	hits, err := indexOf(t, store).Search(ctx(t), f, nil)
	if err != nil {
		return domain.Page[domain.Product]{}, err
	}
	found, err := store.GetProducts(ctx(t), hits.IDs.Items)
	if err != nil {
		return domain.Page[domain.Product]{}, err
	}
	byID := map[string]domain.Product{}
	for _, p := range found {
		byID[p.ID] = p
	}
	items := make([]domain.Product, len(hits.IDs.Items))
	for i, id := range hits.IDs.Items {
		items[i] = byID[id]
	}
	return domain.NewPage(items, hits.IDs.Total, f.PageRequest.Normalize()), nil
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
