package app

import (
	"context"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// PaymentConfirmation is what the client sends after taking the card:
// Stripe mode names the intent; test mode sends the card itself.
type PaymentConfirmation struct {
	PaymentIntentID string
	Card            *ports.Card
}

// ConfirmPayment marks a booking paid only after the gateway itself says the
// intent for this booking and amount succeeded.
type ConfirmPayment struct {
	bookings ports.BookingRepository
	gateway  ports.PaymentGateway
	charger  ports.CardCharger // nil unless the test gateway is in use
	recorder *paymentRecorder
}

func NewConfirmPayment(bookings ports.BookingRepository, users ports.BuyerRepository, gateway ports.PaymentGateway, charger ports.CardCharger, metrics ports.ShopMetrics, letters Letters, now Clock) *ConfirmPayment {
	return &ConfirmPayment{bookings: bookings, gateway: gateway, charger: charger,
		recorder: newPaymentRecorder(bookings, users, metrics, letters, now)}
}

// FillBackordersWith offers arriving stock to an order's backorders once
// its payment is recorded.
func (h *ConfirmPayment) FillBackordersWith(f *FillBackorders) { h.recorder.backorders = f }

func (h *ConfirmPayment) Handle(ctx context.Context, actor domain.User, bookingID string, in PaymentConfirmation) (domain.Booking, error) {
	b, err := ownBooking(ctx, h.bookings, actor, bookingID)
	if err != nil {
		return domain.Booking{}, err
	}
	if err := b.CheckPayable(); err != nil {
		return domain.Booking{}, err
	}
	intentID, err := h.chargeIfTestMode(ctx, b, in)
	if err != nil {
		return domain.Booking{}, err
	}
	intent, err := h.gateway.GetIntent(ctx, intentID)
	if err != nil {
		return domain.Booking{}, err
	}
	return h.recorder.record(ctx, b.ID, intent, actor.Email)
}

func (h *ConfirmPayment) chargeIfTestMode(ctx context.Context, b domain.Booking, in PaymentConfirmation) (string, error) {
	if h.charger == nil || in.Card == nil {
		if in.PaymentIntentID == "" {
			return "", domain.InvalidField("paymentIntentId", "The payment reference is missing")
		}
		return in.PaymentIntentID, nil
	}
	intent, err := h.gateway.CreateIntent(ctx, b.ID, b.TotalPriceCents)
	if err != nil {
		return "", err
	}
	if _, err := h.charger.ConfirmWithCard(ctx, intent.ID, *in.Card); err != nil {
		if domain.IsCode(err, domain.CodePaymentFailed) {
			h.recorder.metrics.PaymentFailed()
		}
		return "", err
	}
	return intent.ID, nil
}
