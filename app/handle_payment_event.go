package app

import (
	"context"
	"log/slog"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// HandlePaymentEvent applies a verified gateway webhook. Replays are harmless.
type HandlePaymentEvent struct {
	bookings ports.BookingRepository
	gateway  ports.PaymentGateway
	recorder *paymentRecorder
	now      Clock
	log      *slog.Logger
}

func NewHandlePaymentEvent(bookings ports.BookingRepository, users ports.BuyerRepository, gateway ports.PaymentGateway, metrics ports.ShopMetrics, letters Letters, now Clock, log *slog.Logger) *HandlePaymentEvent {
	return &HandlePaymentEvent{bookings: bookings, gateway: gateway, now: now, log: log,
		recorder: newPaymentRecorder(bookings, users, metrics, letters, now)}
}

// FillBackordersWith offers arriving stock to an order's backorders once
// its payment is recorded.
func (h *HandlePaymentEvent) FillBackordersWith(f *FillBackorders) { h.recorder.backorders = f }

// Handle returns an error only when the gateway should retry delivery.
func (h *HandlePaymentEvent) Handle(ctx context.Context, ev ports.PaymentEvent) error {
	switch ev.Type {
	case "payment_intent.succeeded":
		err := h.paymentSucceeded(ctx, ev.Intent)
		if err == nil {
			return nil
		}
		code := domain.ErrorCode(err)
		if code == domain.CodeUnavailable || code == domain.CodeInternal {
			return err
		}
		// A payment for an unknown or mismatched order needs a person.
		h.log.Warn("payment succeeded for an order that can't take it",
			"event", ev.ID, "intent", ev.Intent.ID, "order", ev.Intent.OrderID, "reason", err.Error())
	case "payment_intent.payment_failed":
		h.recorder.metrics.PaymentFailed()
		h.log.Info("payment failed", "event", ev.ID, "intent", ev.Intent.ID, "order", ev.Intent.OrderID)
	}
	return nil
}

// paymentSucceeded marks the booking paid or, when the money arrived after
// the booking was cancelled or expired, gives it back.
func (h *HandlePaymentEvent) paymentSucceeded(ctx context.Context, intent ports.PaymentIntent) error {
	_, err := h.recorder.record(ctx, intent.OrderID, intent, gatewayActor)
	if !domain.IsCode(err, domain.CodeConflict) {
		return err
	}
	b, getErr := h.bookings.GetBooking(ctx, intent.OrderID)
	if getErr != nil {
		return getErr
	}
	if b.PaymentRefunded(intent.ID) {
		return nil // a replay of a payment already given back
	}
	if b.CheckLatePaymentRefundable() != nil || checkIntentMatches(b, intent) != nil {
		return err
	}
	return h.refundLatePayment(ctx, b.ID, intent)
}

// refundLatePayment refunds at the gateway first: if recording it fails, the
// webhook is retried and the gateway's refund is idempotent.
func (h *HandlePaymentEvent) refundLatePayment(ctx context.Context, bookingID string, intent ports.PaymentIntent) error {
	if err := h.gateway.Refund(ctx, intent.ID, intent.AmountCents, intent.ID); err != nil {
		return err
	}
	_, err := h.bookings.UpdateBooking(ctx, bookingID, func(b *domain.Booking) error {
		now := h.now()
		if err := b.RefundLatePayment(intent.ID, gatewayActor, now); err != nil {
			return err
		}
		b.IssueCreditNote(now)
		b.Outbox = append(b.Outbox, h.recorder.letters.refunded(*b, now))
		return nil
	})
	if err == nil {
		h.log.Info("refunded a payment that arrived after its order was closed", "intent", intent.ID, "order", bookingID)
	}
	return err
}
