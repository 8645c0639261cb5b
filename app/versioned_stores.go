package app

import (
	"context"
	"time"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// The read caches are cleared in one place: these repositories wrap a
// store's writes and bump the version its readers cache under after every
// write, so no use case has to remember to. A bump comes after the write is
// committed and before it returns, so a cache keyed by the version never
// keeps what was read before the write. A write that failed bumps too: on a
// store without transactions (MongoDB) it may have changed part of what it
// meant to, and a needless bump only costs one cache miss.

// VersionedProducts bumps the catalogue version after each product write.
func VersionedProducts(products ports.ProductRepository, version *CatalogueVersion) ports.ProductRepository {
	return versionedProducts{ProductRepository: products, version: version}
}

type versionedProducts struct {
	ports.ProductRepository
	version *CatalogueVersion
}

func (s versionedProducts) CreateProduct(ctx context.Context, p domain.Product) error {
	defer s.version.written(ctx)
	return s.ProductRepository.CreateProduct(ctx, p)
}

func (s versionedProducts) UpdateProduct(ctx context.Context, id string, fn func(*domain.Product) error) (domain.Product, error) {
	defer s.version.written(ctx)
	return s.ProductRepository.UpdateProduct(ctx, id, fn)
}

func (s versionedProducts) DeleteProduct(ctx context.Context, id string) error {
	defer s.version.written(ctx)
	return s.ProductRepository.DeleteProduct(ctx, id)
}

func (s versionedProducts) ImportProducts(ctx context.Context, changes []domain.ProductChange) error {
	defer s.version.written(ctx)
	return s.ProductRepository.ImportProducts(ctx, changes)
}

// VersionedCategories bumps the catalogue version after each category
// write: product listings carry category facets. It also keeps the tree
// it last read for the current version (categoryTreeCache), since every
// search reads it.
func VersionedCategories(categories ports.CategoryRepository, version *CatalogueVersion) ports.CategoryRepository {
	return &versionedCategories{CategoryRepository: categories, version: version}
}

type versionedCategories struct {
	ports.CategoryRepository
	version *CatalogueVersion
	tree    categoryTreeCache
}

func (s *versionedCategories) SaveCategory(ctx context.Context, c domain.Category) error {
	defer s.version.Bump()
	return s.CategoryRepository.SaveCategory(ctx, c)
}

func (s *versionedCategories) DeleteCategory(ctx context.Context, slug string) error {
	defer s.version.Bump()
	return s.CategoryRepository.DeleteCategory(ctx, slug)
}

func (s *versionedCategories) ListCategories(ctx context.Context) ([]domain.Category, error) {
	return s.tree.get(ctx, s.version.Current(), s.CategoryRepository.ListCategories)
}

// VersionedBookings bumps the catalogue version after each booking write:
// placing, cancelling, refunding and expiring orders move stock.
func VersionedBookings(bookings ports.BookingRepository, version *CatalogueVersion) ports.BookingRepository {
	return versionedBookings{BookingRepository: bookings, version: version}
}

type versionedBookings struct {
	ports.BookingRepository
	version *CatalogueVersion
}

func (s versionedBookings) PlaceBooking(ctx context.Context, b domain.Booking, rules domain.OrderRules) error {
	defer s.version.written(ctx)
	return s.BookingRepository.PlaceBooking(ctx, b, rules)
}

func (s versionedBookings) UpdateBooking(ctx context.Context, id string, fn func(*domain.Booking) error) (domain.Booking, error) {
	defer s.version.written(ctx)
	return s.BookingRepository.UpdateBooking(ctx, id, fn)
}

func (s versionedBookings) ExpireBookings(ctx context.Context, now time.Time) (int, error) {
	n, err := s.BookingRepository.ExpireBookings(ctx, now)
	if n > 0 || err != nil { // most sweeps find nothing and keep the caches
		s.version.written(ctx)
	}
	return n, err
}

// VersionedReviews bumps the reviews version after each review write.
func VersionedReviews(reviews ports.ReviewRepository, version *ReviewsVersion) ports.ReviewRepository {
	return versionedReviews{ReviewRepository: reviews, version: version}
}

type versionedReviews struct {
	ports.ReviewRepository
	version *ReviewsVersion
}

func (s versionedReviews) CreateReview(ctx context.Context, r domain.Review) error {
	defer s.version.Bump()
	return s.ReviewRepository.CreateReview(ctx, r)
}

func (s versionedReviews) DeleteReview(ctx context.Context, id string) error {
	defer s.version.Bump()
	return s.ReviewRepository.DeleteReview(ctx, id)
}
