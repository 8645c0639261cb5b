package app

import (
	"context"
	"time"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// ReturnRefunder refunds a received return's lines at the prices paid,
// with their tax and a credit note, idempotently per return (the refunds
// use case, keyed by the return's id).
type ReturnRefunder interface {
	RefundReturn(ctx context.Context, actor domain.User, bookingID string, ret domain.Return) (refundID, creditNoteNumber string, err error)
}

// RefundReturn refunds a received return (admins), then marks it refunded
// and mails the buyer. Asking again for a refunded return answers it as
// it is; a refund that went through but could not be recorded is asked
// for again with the same return, which the refunder answers with the
// refund it made.
type RefundReturn struct {
	step     returnStep
	refunder ReturnRefunder
}

func NewRefundReturn(bookings ports.BookingRepository, returns ports.ReturnRepository, refunder ReturnRefunder,
	letters Letters, now Clock) *RefundReturn {
	return &RefundReturn{step: returnStep{bookings: bookings, returns: returns, letters: letters, now: now}, refunder: refunder}
}

func (h *RefundReturn) Handle(ctx context.Context, actor domain.User, id string) (domain.BookingReturn, error) {
	found, err := findReturn(ctx, h.step.returns, id)
	switch {
	case err != nil:
		return domain.BookingReturn{}, err
	case found.Return.Status == domain.ReturnRefunded:
		return found, nil
	case found.Return.Status != domain.ReturnReceived:
		return domain.BookingReturn{}, domain.Errorf(domain.CodeConflict, "Only received returns can be refunded")
	}
	refundID, creditNote, err := h.refunder.RefundReturn(ctx, actor, found.Booking.ID, found.Return)
	if err != nil {
		return domain.BookingReturn{}, err
	}
	return h.step.apply(context.WithoutCancel(ctx), actor, id, domain.AuditReturnRefund, func(r *domain.Return, now time.Time) (bool, error) {
		return r.MarkRefunded(refundID, creditNote, actor.Email, now)
	}, h.step.letters.returnRefunded)
}
