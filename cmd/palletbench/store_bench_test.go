package main

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/palletshop/pallet/adapters/searchindex"
	"github.com/palletshop/pallet/adapters/sqlite"
	"github.com/palletshop/pallet/domain"
)

// The store side of the hot read paths, on the bench's own data:
//
//	go test -run '^$' -bench . -cpuprofile cpu.out ./cmd/palletbench
//
// Benchmarks run only with -bench, never in `make test`.

func benchStore(b *testing.B) (*sqlite.Store, fixture) {
	b.Helper()
	dir := b.TempDir()
	spec := fixtureSpec{products: 1000, users: 20, bookings: 200, bookingUsers: 10, reviews: 500, contentionStock: 1000, contentionQty: 100}
	fx, err := buildFixture(b.Context(), dir, spec)
	require.NoError(b, err)
	store, err := sqlite.Open(sqlite.PathIn(dir))
	require.NoError(b, err)
	b.Cleanup(func() { _ = store.Close() })
	return store, fx
}

func BenchmarkIndexCataloguePage(b *testing.B) {
	store, _ := benchStore(b)
	ix := searchindex.New(store)
	require.NoError(b, ix.CatchUp(b.Context()))
	page := 0
	for b.Loop() {
		page = page%42 + 1
		got, err := ix.Search(b.Context(), domain.ProductFilter{Sort: domain.SortNewest, PageRequest: domain.PageRequest{Page: page, Limit: catalogueLimit}}, nil)
		require.NoError(b, err)
		require.NotEmpty(b, got.Page.Items)
	}
}

func BenchmarkStoreProductByID(b *testing.B) {
	store, fx := benchStore(b)
	i := 0
	for b.Loop() {
		i++
		_, err := store.GetProduct(b.Context(), fx.productIDs[i%len(fx.productIDs)])
		require.NoError(b, err)
	}
}

func BenchmarkStoreReviewsPage(b *testing.B) {
	store, _ := benchStore(b)
	for b.Loop() {
		got, err := store.ListReviews(b.Context(), domain.PageRequest{Page: 1, Limit: 20})
		require.NoError(b, err)
		require.NotEmpty(b, got.Items)
	}
}
