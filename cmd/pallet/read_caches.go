package main

import (
	"github.com/palletshop/pallet/app"
	"github.com/palletshop/pallet/ports"
)

// The repositories whose writes clear the public read caches: every use
// case gets these, so none has to bump a version by hand.

func versionedProducts(s ports.Store, v *app.CatalogueVersion) ports.ProductRepository {
	return app.VersionedProducts(s, v)
}

func versionedCategories(s ports.Store, v *app.CatalogueVersion) ports.CategoryRepository {
	return app.VersionedCategories(s, v)
}

func versionedBookings(s ports.Store, v *app.CatalogueVersion) ports.BookingRepository {
	return app.VersionedBookings(s, v)
}

func versionedReviews(s ports.Store, v *app.ReviewsVersion) ports.ReviewRepository {
	return app.VersionedReviews(s, v)
}
