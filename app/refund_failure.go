package app

import (
	"context"
	"errors"

	"github.com/palletshop/pallet/domain"
)

// failed settles a refund the gateway did not make. A definite refusal
// drops it and answers the gateway's error. Anything else may hide money
// that went back, so the refund stays, unsettled, speaking for its amount:
// asking for it again retries it with the same id, which is the gateway's
// idempotency key, so it is refunded once (decision 32).
func (h *RefundBooking) failed(ctx context.Context, id, refundID string, refundErr error) error {
	if domain.IsRefusal(refundErr) {
		return h.drop(ctx, id, refundID, refundErr)
	}
	h.log.Error("the gateway did not answer a refund; it stays unsettled until asked for again", "booking", id, "refund", refundID, "err", refundErr)
	if err := h.unsettle(ctx, id, refundID, refundErr); err != nil {
		return err
	}
	var de *domain.Error
	if errors.As(refundErr, &de) && de.Code == domain.CodeUnavailable {
		return refundErr
	}
	return domain.ErrPaymentUnavailable
}

// drop forgets the pending refund after the gateway refused, and returns
// the gateway's error.
func (h *RefundBooking) drop(ctx context.Context, id, refundID string, refundErr error) error {
	if err := h.keep(ctx, id, refundID, refundErr, (*domain.Booking).DropRefund, "refund refused, and the pending refund could not be dropped"); err != nil {
		return err
	}
	return refundErr
}

// unsettle marks the pending refund unsettled.
func (h *RefundBooking) unsettle(ctx context.Context, id, refundID string, refundErr error) error {
	return h.keep(ctx, id, refundID, refundErr, (*domain.Booking).UnsettleRefund, "the pending refund could not be marked unsettled; it stays pending")
}

// keep records what the gateway's failure means for the pending refund. If
// that save fails the refund stays pending, which keeps its amount spoken
// for until a person looks at it.
func (h *RefundBooking) keep(ctx context.Context, id, refundID string, refundErr error, change func(*domain.Booking, string) error, failure string) error {
	_, err := h.bookings.UpdateBooking(context.WithoutCancel(ctx), id, func(b *domain.Booking) error {
		return change(b, refundID)
	})
	if err != nil {
		h.log.Error(failure, "booking", id, "refund", refundID, "refund_error", refundErr, "err", err)
		return errors.Join(refundErr, err)
	}
	return nil
}
