package app

import (
	"context"
	"time"

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
	ctx, audit := withAdminAudit(ctx, actor, h.now)
	return h.bookings.UpdateBooking(ctx, id, func(b *domain.Booking) error {
		now := h.now()
		before := shipmentFields(*b)
		s, err := b.ShipRest(tracking, actor.Email, now)
		if err != nil {
			return err
		}
		audit.record(domain.AuditBookingShip, id, before, shipmentFields(*b))
		b.Outbox = append(b.Outbox, h.letter(*b, s, now))
		return nil
	})
}

// letter says the order has shipped, or, when backordered pieces are still
// to come, which part has: the shipment's letter.
func (h *ShipBooking) letter(b domain.Booking, s domain.Shipment, now time.Time) domain.Mail {
	if b.Status == domain.StatusPartiallyShipped {
		return h.letters.shipmentSent(b, s, now)
	}
	return h.letters.shipped(b, now)
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
	ctx, audit := withAdminAudit(ctx, actor, h.now)
	return h.bookings.UpdateBooking(ctx, id, func(b *domain.Booking) error {
		before := b.Status
		if err := b.Deliver(actor.Email, h.now()); err != nil {
			return err
		}
		audit.record(domain.AuditBookingDeliver, id, bookingStatus(before), bookingStatus(b.Status))
		return nil
	})
}

func shipmentFields(b domain.Booking) map[string]any {
	return map[string]any{"status": string(b.Status), "trackingNumber": b.TrackingNumber}
}
