package app

import (
	"context"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// ReturnDays is how many days after delivery an order's pieces may be
// returned (PALLET_RETURN_DAYS).
type ReturnDays int

// RequestReturn lets the buyer of a delivered order, or an admin of its
// company, return some of its pieces within the return window. The
// booking's atomic update checks the pieces against the returns already
// made, so two requests at once can't return a piece twice.
type RequestReturn struct {
	bookings ports.BookingRepository
	days     ReturnDays
	now      Clock
}

func NewRequestReturn(bookings ports.BookingRepository, days ReturnDays, now Clock) *RequestReturn {
	return &RequestReturn{bookings: bookings, days: days, now: now}
}

func (h *RequestReturn) Handle(ctx context.Context, actor domain.User, bookingID string, in domain.ReturnInput) (domain.BookingReturn, error) {
	var created domain.Return
	b, err := h.bookings.UpdateBooking(ctx, bookingID, func(b *domain.Booking) error {
		if !b.ReturnableBy(actor) {
			return domain.NotFound("Booking")
		}
		var err error
		created, err = b.RequestReturn(in, int(h.days), actor.Email, h.now())
		return err
	})
	if err != nil {
		return domain.BookingReturn{}, err
	}
	r, _ := b.FindReturn(created.ID) // as saved, with its number
	return domain.BookingReturn{Booking: b, Return: r}, nil
}
