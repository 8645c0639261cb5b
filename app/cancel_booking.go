package app

import (
	"context"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// CancelBooking cancels an unpaid booking for its owner or an admin; the
// store puts the stock back in the same step.
type CancelBooking struct {
	bookings ports.BookingRepository
	version  *CatalogueVersion
	now      Clock
}

func NewCancelBooking(bookings ports.BookingRepository, version *CatalogueVersion, now Clock) *CancelBooking {
	return &CancelBooking{bookings: bookings, version: version, now: now}
}

func (h *CancelBooking) Handle(ctx context.Context, actor domain.User, id string) (domain.Booking, error) {
	if _, err := visibleBooking(ctx, h.bookings, actor, id); err != nil {
		return domain.Booking{}, err
	}
	defer h.version.Bump()
	return h.bookings.UpdateBooking(ctx, id, func(b *domain.Booking) error {
		return b.Cancel(actor.Email, h.now())
	})
}
