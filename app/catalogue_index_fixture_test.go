package app

import (
	"context"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/palletshop/pallet/adapters/searchindex"
	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// caughtUpIndex is a catalogue index over store, caught up with it now.
func caughtUpIndex(t *testing.T, store ports.ProductChangeFeed) ports.CatalogueIndex {
	t.Helper()
	ix := searchindex.New(store)
	require.NoError(t, ix.CatchUp(context.Background()))
	return ix
}

// listCatalogue is one page of the catalogue as the storefront searches it.
func listCatalogue(t *testing.T, store ports.Store, f domain.ProductFilter) (domain.Page[domain.Product], error) {
	t.Helper()
	r, err := NewProductQueries(store, store, caughtUpIndex(t, store)).Search(context.Background(), CatalogueSearch{Filter: f})
	return r.Page, err
}
