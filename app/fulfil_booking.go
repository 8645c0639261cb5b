package app

import (
	"context"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// ShipBooking marks a paid booking shipped (admins) and tells the buyer.
type ShipBooking struct {
	bookings ports.BookingRepository
	letters  Letters
	now      Clock
}

func NewShipBooking(bookings ports.BookingRepository, letters Letters, now Clock) *ShipBooking {
	return &ShipBooking{bookings: bookings, letters: letters, now: now}
}

func (h *ShipBooking) Handle(ctx context.Context, actor domain.User, id, tracking string) (domain.Booking, error) {
	return h.bookings.UpdateBooking(ctx, id, func(b *domain.Booking) error {
		now := h.now()
		if err := b.Ship(tracking, actor.Email, now); err != nil {
			return err
		}
		b.Outbox = append(b.Outbox, h.letters.shipped(*b, now))
		return nil
	})
}

// DeliverBooking marks a shipped booking delivered (admins).
type DeliverBooking struct {
	bookings ports.BookingRepository
	now      Clock
}

func NewDeliverBooking(bookings ports.BookingRepository, now Clock) *DeliverBooking {
	return &DeliverBooking{bookings: bookings, now: now}
}

func (h *DeliverBooking) Handle(ctx context.Context, actor domain.User, id string) (domain.Booking, error) {
	return h.bookings.UpdateBooking(ctx, id, func(b *domain.Booking) error {
		return b.Deliver(actor.Email, h.now())
	})
}
