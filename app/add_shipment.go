package app

import (
	"context"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// AddShipment ships some of a paid order's pieces (admins), with a carrier
// and tracking number, and mails the buyer the shipment.
type AddShipment struct {
	bookings ports.BookingRepository
	letters  Letters
	now      Clock
}

func NewAddShipment(bookings ports.BookingRepository, letters Letters, now Clock) *AddShipment {
	return &AddShipment{bookings: bookings, letters: letters, now: now}
}

func (h *AddShipment) Handle(ctx context.Context, actor domain.User, id string, in domain.ShipmentInput) (domain.Shipment, error) {
	ctx, audit := withAdminAudit(ctx, actor, h.now)
	var shipment domain.Shipment
	_, err := h.bookings.UpdateBooking(ctx, id, func(b *domain.Booking) error {
		now := h.now()
		before := shipmentFields(*b)
		s, err := b.AddShipment(in, actor.Email, now)
		if err != nil {
			return err
		}
		shipment = s
		after := shipmentFields(*b)
		after["shipment"] = s.ID
		audit.record(domain.AuditBookingShipment, id, before, after)
		b.Outbox = append(b.Outbox, h.letters.shipmentSent(*b, s, now))
		return nil
	})
	return shipment, err
}
