package app

import (
	"context"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// RefundBooking returns a paid booking's money through the gateway, then
// marks it refunded; the store puts the stock back.
type RefundBooking struct {
	bookings ports.BookingRepository
	gateway  ports.PaymentGateway
	version  *CatalogueVersion
	now      Clock
}

func NewRefundBooking(bookings ports.BookingRepository, gateway ports.PaymentGateway, version *CatalogueVersion, now Clock) *RefundBooking {
	return &RefundBooking{bookings: bookings, gateway: gateway, version: version, now: now}
}

func (h *RefundBooking) Handle(ctx context.Context, actor domain.User, id string) (domain.Booking, error) {
	b, err := h.bookings.GetBooking(ctx, id)
	if err != nil {
		return domain.Booking{}, err
	}
	if err := b.CheckRefundable(); err != nil {
		return domain.Booking{}, err
	}
	if err := h.gateway.Refund(ctx, b.TransactionID); err != nil {
		return domain.Booking{}, err
	}
	defer h.version.Bump()
	return h.bookings.UpdateBooking(ctx, id, func(b *domain.Booking) error {
		return b.Refund(actor.Email, h.now())
	})
}
