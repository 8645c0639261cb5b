package app

import (
	"context"
	"errors"
	"log/slog"
	"time"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// RefundBooking returns a paid booking's money. The booking is marked
// refunding first, with a conditional update, so it can't ship while the
// gateway works; then the gateway refunds and the booking becomes refunded
// (the store puts the stock back) with a credit note for its invoice, or the
// gateway refuses and it is paid again.
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

func (h *RefundBooking) Handle(ctx context.Context, actor domain.User, id string) (domain.Booking, error) {
	var paidStatus domain.BookingStatus
	b, err := h.bookings.UpdateBooking(ctx, id, func(b *domain.Booking) error {
		paidStatus = b.Status
		return b.BeginRefund(actor.Email, h.now())
	})
	if err != nil {
		return domain.Booking{}, err
	}
	if err := h.returnMoney(ctx, b); err != nil {
		return domain.Booking{}, h.abandon(ctx, actor, id, err)
	}
	auditCtx, audit := withAdminAudit(context.WithoutCancel(ctx), actor, h.now)
	refunded, err := h.bookings.UpdateBooking(auditCtx, id, func(b *domain.Booking) error {
		err := refundWithCreditNote(b, h.letters, h.now(), func(now time.Time) error {
			return b.Refund(actor.Email, now)
		})
		if err == nil {
			audit.record(domain.AuditBookingRefund, id, bookingStatus(paidStatus), bookingStatus(b.Status))
		}
		return err
	})
	if err != nil {
		h.log.Error("the gateway refunded the order but it could not be marked refunded; it stays refunding", "booking", id, "err", err)
	}
	return refunded, err
}

// returnMoney gives the money back the way it came. Money paid by bank
// transfer (an invoice marked paid) never went through the gateway: the shop
// sends it back by transfer, and the credit note records it. An invoice the
// buyer paid by card is refunded to the card like any card order.
func (h *RefundBooking) returnMoney(ctx context.Context, b domain.Booking) error {
	if b.PaidReference != "" {
		return nil
	}
	return h.gateway.Refund(ctx, b.TransactionID)
}

// abandon puts the booking back to paid after the gateway refused, and
// returns the gateway's error. If even that fails the booking stays
// refunding, which blocks shipping until a person looks at it.
func (h *RefundBooking) abandon(ctx context.Context, actor domain.User, id string, refundErr error) error {
	_, err := h.bookings.UpdateBooking(context.WithoutCancel(ctx), id, func(b *domain.Booking) error {
		return b.AbandonRefund(actor.Email, h.now())
	})
	if err != nil {
		h.log.Error("refund refused, and the order could not be put back to paid", "booking", id, "refund_error", refundErr, "err", err)
		return errors.Join(refundErr, err)
	}
	return refundErr
}

// refundWithCreditNote applies a refund, then credits the booking's invoice
// (if it had one) and mails the buyer, all inside the store's update.
func refundWithCreditNote(b *domain.Booking, letters Letters, now time.Time, refund func(time.Time) error) error {
	if err := refund(now); err != nil {
		return err
	}
	b.IssueCreditNote(now)
	b.Outbox = append(b.Outbox, letters.refunded(*b, now))
	return nil
}
