package app

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/palletshop/pallet/domain"
)

// Every write through a versioned repository moves its version, so the read
// caches can't outlive it; reads leave it alone.
func TestWritesThroughVersionedStoresClearTheReadCaches(t *testing.T) {
	ctx := context.Background()
	f := newOrderFixture(t)
	catalogue, reviews := NewCatalogueVersion(), NewReviewsVersion()
	products, categories := VersionedProducts(f.store, catalogue), VersionedCategories(f.store, catalogue)
	bookings, reviewsRepo := VersionedBookings(f.store, catalogue), VersionedReviews(f.store, reviews)
	booking := f.placeBooking(t, 100)
	review := domain.Review{ID: domain.NewID(), UserID: f.buyer.ID, Review: "Good", Rating: 5, CreatedAt: fixedNow}
	newProduct := f.product
	newProduct.ID, newProduct.SKU = domain.NewID(), "NEW-1"

	writes := []struct {
		name    string
		version interface{ Current() uint64 }
		write   func() error
	}{
		{"save a category", catalogue, func() error {
			return categories.SaveCategory(ctx, domain.Category{Slug: "ssds", Name: "SSDs"})
		}},
		{"delete a category", catalogue, func() error { return categories.DeleteCategory(ctx, "ssds") }},
		{"create a product", catalogue, func() error { return products.CreateProduct(ctx, newProduct) }},
		{"edit a product", catalogue, func() error {
			_, err := products.UpdateProduct(ctx, newProduct.ID, func(p *domain.Product) error { p.Stock = 5; return nil })
			return err
		}},
		{"import products", catalogue, func() error {
			before, after := newProduct, newProduct
			after.Stock = 9
			return products.ImportProducts(ctx, []domain.ProductChange{{Before: &before, After: after}})
		}},
		{"delete a product", catalogue, func() error { return products.DeleteProduct(ctx, newProduct.ID) }},
		{"place an order", catalogue, func() error {
			b := booking
			b.ID = domain.NewID()
			return bookings.PlaceBooking(ctx, b, domain.OrderRules{})
		}},
		{"cancel an order", catalogue, func() error {
			_, err := bookings.UpdateBooking(ctx, booking.ID, func(b *domain.Booking) error { return b.Cancel(f.buyer.ID, fixedNow) })
			return err
		}},
		{"add a review", reviews, func() error { return reviewsRepo.CreateReview(ctx, review) }},
		{"delete a review", reviews, func() error { return reviewsRepo.DeleteReview(ctx, review.ID) }},
	}
	for _, w := range writes {
		before := w.version.Current()
		require.NoError(t, w.write(), w.name)
		assert.Greater(t, w.version.Current(), before, "%s clears the cached reads", w.name)
	}

	before := catalogue.Current()
	_, err := products.GetProducts(ctx, []string{newProduct.ID})
	require.NoError(t, err)
	_, err = categories.ListCategories(ctx)
	require.NoError(t, err)
	n, err := bookings.ExpireBookings(ctx, fixedNow)
	require.NoError(t, err)
	require.Zero(t, n)
	assert.Equal(t, before, catalogue.Current(), "reads and a sweep that expired nothing keep the caches")
}

// A catalogue write returns only once the catalogue index has it, and
// before the version moves: the next search finds it, and nothing cached
// under the new version predates it.
func TestCatalogueWritesWaitForTheIndexBeforeTheVersionMoves(t *testing.T) {
	ctx := context.Background()
	f := newOrderFixture(t)
	catalogue := NewCatalogueVersion()
	ix := caughtUpIndex(t, f.store)
	var versionWhenCaughtUp []uint64
	catalogue.Follow(func(ctx context.Context) error {
		versionWhenCaughtUp = append(versionWhenCaughtUp, catalogue.Current())
		return ix.CatchUp(ctx)
	})
	products, bookings := VersionedProducts(f.store, catalogue), VersionedBookings(f.store, catalogue)
	newProduct := f.product
	newProduct.ID, newProduct.SKU, newProduct.Name = domain.NewID(), "NEW-1", "Brand new widget"
	require.NoError(t, products.CreateProduct(ctx, newProduct))
	hits, err := ix.Search(ctx, domain.ProductFilter{Query: "widget"}, nil)
	require.NoError(t, err)
	require.Len(t, hits.Page.Items, 1)
	assert.Equal(t, newProduct.ID, hits.Page.Items[0].ID, "found as soon as the write returns")

	booking := f.placeBooking(t, 100)
	_, err = bookings.UpdateBooking(ctx, booking.ID, func(b *domain.Booking) error { return b.Cancel(f.buyer.ID, fixedNow) })
	require.NoError(t, err)
	assert.Equal(t, []uint64{0, 1}, versionWhenCaughtUp, "the index caught up before each bump")
}
