package app

import (
	"context"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// PlaceBooking orders a product. The server prices it; the store reserves
// the stock atomically with the insert.
type PlaceBooking struct {
	products ports.ProductRepository
	bookings ports.BookingRepository
	metrics  ports.ShopMetrics
	version  *CatalogueVersion
	now      Clock
}

func NewPlaceBooking(products ports.ProductRepository, bookings ports.BookingRepository, metrics ports.ShopMetrics, version *CatalogueVersion, now Clock) *PlaceBooking {
	return &PlaceBooking{products: products, bookings: bookings, metrics: metrics, version: version, now: now}
}

func (h *PlaceBooking) Handle(ctx context.Context, buyer domain.User, in domain.BookingInput) (domain.Booking, error) {
	p, err := h.products.GetProduct(ctx, in.ProductID)
	if domain.IsCode(err, domain.CodeNotFound) {
		return domain.Booking{}, domain.InvalidField("productId", "This product is no longer available")
	}
	if err != nil {
		return domain.Booking{}, err
	}
	b, err := domain.NewBooking(in, p, buyer, h.now())
	if err == nil {
		err = h.bookings.PlaceBooking(ctx, b)
	}
	if err != nil {
		if domain.IsOutOfStock(err) {
			h.metrics.OutOfStockRefused()
		}
		return domain.Booking{}, err
	}
	h.version.Bump()
	h.metrics.BookingPlaced()
	return b, nil
}
