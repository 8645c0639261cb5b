package app

import (
	"context"
	"log/slog"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// HandlePaymentEvent applies a verified gateway webhook. Replays are harmless.
type HandlePaymentEvent struct {
	recorder *paymentRecorder
	log      *slog.Logger
}

func NewHandlePaymentEvent(bookings ports.BookingRepository, metrics ports.ShopMetrics, now Clock, log *slog.Logger) *HandlePaymentEvent {
	return &HandlePaymentEvent{recorder: &paymentRecorder{bookings: bookings, metrics: metrics, now: now}, log: log}
}

// Handle returns an error only when the gateway should retry delivery.
func (h *HandlePaymentEvent) Handle(ctx context.Context, ev ports.PaymentEvent) error {
	switch ev.Type {
	case "payment_intent.succeeded":
		_, err := h.recorder.record(ctx, ev.Intent.OrderID, ev.Intent, "payment-gateway")
		if err == nil {
			return nil
		}
		code := domain.ErrorCode(err)
		if code == domain.CodeUnavailable || code == domain.CodeInternal {
			return err
		}
		// A payment for an unknown, cancelled or mismatched order needs a person.
		h.log.Warn("payment succeeded for an order that can't take it",
			"event", ev.ID, "intent", ev.Intent.ID, "order", ev.Intent.OrderID, "reason", err.Error())
	case "payment_intent.payment_failed":
		h.recorder.metrics.PaymentFailed()
		h.log.Info("payment failed", "event", ev.ID, "intent", ev.Intent.ID, "order", ev.Intent.OrderID)
	}
	return nil
}
