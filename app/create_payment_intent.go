package app

import (
	"context"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// IntentForClient is what the payment page needs to take the card.
type IntentForClient struct {
	ClientSecret string
	AmountCents  int64
	Mode         ports.PaymentMode
}

// CreatePaymentIntent asks the gateway for an intent for the booking's
// stored total; the client never names an amount.
type CreatePaymentIntent struct {
	bookings ports.BookingRepository
	gateway  ports.PaymentGateway
}

func NewCreatePaymentIntent(bookings ports.BookingRepository, gateway ports.PaymentGateway) *CreatePaymentIntent {
	return &CreatePaymentIntent{bookings: bookings, gateway: gateway}
}

func (h *CreatePaymentIntent) Handle(ctx context.Context, actor domain.User, bookingID string) (IntentForClient, error) {
	b, err := ownBooking(ctx, h.bookings, actor, bookingID)
	if err != nil {
		return IntentForClient{}, err
	}
	if err := b.CheckPayable(); err != nil {
		return IntentForClient{}, err
	}
	intent, err := h.gateway.CreateIntent(ctx, b.ID, b.TotalPriceCents)
	if err != nil {
		return IntentForClient{}, err
	}
	if intent.ID != b.PaymentIntentID {
		_, err = h.bookings.UpdateBooking(ctx, b.ID, func(b *domain.Booking) error {
			b.PaymentIntentID = intent.ID
			return nil
		})
		if err != nil {
			return IntentForClient{}, err
		}
	}
	return IntentForClient{ClientSecret: intent.ClientSecret, AmountCents: intent.AmountCents, Mode: h.gateway.Mode()}, nil
}

// ownBooking returns the caller's own booking, or one of their company's
// that they approve (and so may pay); anyone else's is not_found.
func ownBooking(ctx context.Context, bookings ports.BookingRepository, actor domain.User, id string) (domain.Booking, error) {
	b, err := bookings.GetBooking(ctx, id)
	if err != nil {
		return domain.Booking{}, err
	}
	if b.UserID != actor.ID && !b.SeenByCompanyOf(actor) {
		return domain.Booking{}, domain.NotFound("Booking")
	}
	return b, nil
}
