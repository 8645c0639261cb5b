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
// the gateway's error. If even that fails the refund stays pending, which
// keeps its amount spoken for until a person looks at it.
func (h *RefundBooking) drop(ctx context.Context, id, refundID string, refundErr error) error {
	_, err := h.bookings.UpdateBooking(context.WithoutCancel(ctx), id, func(b *domain.Booking) error {
		return b.DropRefund(refundID)
	})
	if err != nil {
		h.log.Error("refund refused, and the pending refund could not be dropped", "booking", id, "refund", refundID, "refund_error", refundErr, "err", err)
		return errors.Join(refundErr, err)
	}
	return refundErr
}

// unsettle marks the pending refund unsettled. If that fails it stays
// pending, which keeps its amount spoken for until a person looks at it.
func (h *RefundBooking) unsettle(ctx context.Context, id, refundID string, refundErr error) error {
	_, err := h.bookings.UpdateBooking(context.WithoutCancel(ctx), id, func(b *domain.Booking) error {
		return b.UnsettleRefund(refundID)
	})
	if err != nil {
		h.log.Error("the pending refund could not be marked unsettled; it stays pending", "booking", id, "refund", refundID, "refund_error", refundErr, "err", err)
		return errors.Join(refundErr, err)
	}
	return nil
}
