package app

import (
	"context"
	"time"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// BookingLimits bound the stock one customer can hold without paying.
type BookingLimits struct {
	ReservationTTL time.Duration // how long an unpaid booking keeps its stock
	MaxOpenOrders  int           // unpaid bookings one customer may have at once
}

// PlaceBooking orders a product. The server prices it; the store reserves
// the stock atomically with the insert, until the reservation runs out.
type PlaceBooking struct {
	products ports.ProductRepository
	bookings ports.BookingRepository
	metrics  ports.ShopMetrics
	version  *CatalogueVersion
	limits   BookingLimits
	now      Clock
}

func NewPlaceBooking(products ports.ProductRepository, bookings ports.BookingRepository, metrics ports.ShopMetrics, version *CatalogueVersion, limits BookingLimits, now Clock) *PlaceBooking {
	return &PlaceBooking{products: products, bookings: bookings, metrics: metrics, version: version, limits: limits, now: now}
}

func (h *PlaceBooking) Handle(ctx context.Context, buyer domain.User, in domain.BookingInput) (domain.Booking, error) {
	if err := h.checkOpenOrders(ctx, buyer); err != nil {
		return domain.Booking{}, err
	}
	p, err := h.products.GetProduct(ctx, in.ProductID)
	if domain.IsCode(err, domain.CodeNotFound) {
		return domain.Booking{}, domain.InvalidField("productId", "This product is no longer available")
	}
	if err != nil {
		return domain.Booking{}, err
	}
	now := h.now()
	b, err := domain.NewBooking(in, p, buyer, now)
	if err == nil {
		b.ExpiresAt = now.Add(h.limits.ReservationTTL)
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

// checkOpenOrders refuses a new order while the buyer already holds the
// most unpaid ones allowed, so one account can't reserve the catalogue.
// Orders placed at the same instant may pass the count together; the cap
// bounds the hoard, it is not a stock guarantee.
func (h *PlaceBooking) checkOpenOrders(ctx context.Context, buyer domain.User) error {
	open, err := h.bookings.ListBookings(ctx, domain.BookingFilter{
		UserID: buyer.ID, Status: domain.StatusUnpaid, PageRequest: domain.PageRequest{Limit: 1},
	})
	if err != nil {
		return err
	}
	if open.Total >= h.limits.MaxOpenOrders {
		return domain.Errorf(domain.CodeConflict, "Pay or cancel an open order first")
	}
	return nil
}
