package app

import (
	"context"
	"log/slog"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// RefundBooking gives back money for an order (admins): some pieces, an
// amount, or whatever is left. The refund is recorded pending first, with
// the store's atomic update, so two refunds together can't pass what was
// paid; then a card payment is refunded at the gateway for that amount,
// keyed by the refund's id; then the refund is done, with its own credit
// note, a letter to the buyer and an audit entry. A refusal drops it; an
// error that may hide a refund made leaves it unsettled, and asking for it
// again retries it with the same key (refund_failure.go).
// Refunds move money only: an order refunded in full before it shipped
// stops holding its stock, and the store puts the unshipped pieces back.
type RefundBooking struct {
	bookings ports.BookingRepository
	gateway  ports.PaymentGateway
	letters  Letters
	now      Clock
	log      *slog.Logger
}

func NewRefundBooking(bookings ports.BookingRepository, gateway ports.PaymentGateway, letters Letters, now Clock, log *slog.Logger) *RefundBooking {
	return &RefundBooking{bookings: bookings, gateway: gateway, letters: letters, now: now, log: log}
}

// Handle refunds whatever is left of the order: one more refund.
func (h *RefundBooking) Handle(ctx context.Context, actor domain.User, id string) (domain.Booking, error) {
	b, _, err := h.refund(ctx, actor, id, func(b domain.Booking) domain.RefundInput { return b.RestToRefund("") })
	return b, err
}

// Refund makes one refund of the lines or the amount in.
func (h *RefundBooking) Refund(ctx context.Context, actor domain.User, id string, in domain.RefundInput) (domain.Booking, domain.Refund, error) {
	return h.refund(ctx, actor, id, func(domain.Booking) domain.RefundInput { return in })
}

func (h *RefundBooking) refund(ctx context.Context, actor domain.User, id string, input func(domain.Booking) domain.RefundInput) (domain.Booking, domain.Refund, error) {
	var started domain.Refund
	b, err := h.bookings.UpdateBooking(ctx, id, func(b *domain.Booking) (err error) {
		started, err = b.StartRefund(input(*b), actor.Email, h.now())
		return err
	})
	if err != nil {
		return domain.Booking{}, domain.Refund{}, err
	}
	if started.Status == domain.RefundDone { // this return's refund was made before
		return b, started, nil
	}
	if err := h.returnMoney(ctx, b, started); err != nil {
		return domain.Booking{}, domain.Refund{}, h.failed(ctx, id, started.ID, err)
	}
	refunded, err := h.complete(ctx, actor, id, started.ID)
	if err != nil {
		h.log.Error("the money was refunded but the refund could not be recorded done", "booking", id, "refund", started.ID, "err", err)
		_ = h.unsettle(ctx, id, started.ID, err)
		return domain.Booking{}, domain.Refund{}, err
	}
	done, _ := refunded.FindRefund(started.ID)
	return refunded, done, nil
}

// returnMoney gives the money back the way it came. Money paid by bank
// transfer never went through the gateway: the shop sends it back by
// transfer, and the credit note records it; an unpaid invoice's refund is
// its credit note alone. A card payment is refunded at the gateway.
func (h *RefundBooking) returnMoney(ctx context.Context, b domain.Booking, r domain.Refund) error {
	if !b.ReturnsMoneyByCard() {
		return nil
	}
	return h.gateway.Refund(ctx, b.TransactionID, r.AmountCents, r.ID)
}

func (h *RefundBooking) complete(ctx context.Context, actor domain.User, id, refundID string) (domain.Booking, error) {
	ctx, audit := withAdminAudit(context.WithoutCancel(ctx), actor, h.now)
	return h.bookings.UpdateBooking(ctx, id, func(b *domain.Booking) error {
		now, before := h.now(), refundFields(*b)
		r, err := b.CompleteRefund(refundID, actor.Email, now)
		if err != nil {
			return err
		}
		after := refundFields(*b)
		after["refundId"], after["amountCents"], after["reason"] = r.ID, r.AmountCents, r.Reason
		audit.record(domain.AuditBookingRefund, id, before, after)
		b.Outbox = append(b.Outbox, h.letters.refundMade(*b, r, now))
		return nil
	})
}

func refundFields(b domain.Booking) map[string]any {
	return map[string]any{"status": string(b.Status), "refundedCents": b.RefundedCents()}
}
