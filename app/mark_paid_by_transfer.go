package app

import (
	"context"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// MarkPaidByTransfer records the bank transfer that paid an invoice-terms
// order (admins), and mails the buyer their invoice with the receipt.
type MarkPaidByTransfer struct {
	bookings ports.BookingRepository
	letters  Letters
	now      Clock
}

func NewMarkPaidByTransfer(bookings ports.BookingRepository, letters Letters, now Clock) *MarkPaidByTransfer {
	return &MarkPaidByTransfer{bookings: bookings, letters: letters, now: now}
}

func (h *MarkPaidByTransfer) Handle(ctx context.Context, actor domain.User, id, reference string) (domain.Booking, error) {
	ctx, audit := withAdminAudit(ctx, actor, h.now)
	return h.bookings.UpdateBooking(ctx, id, func(b *domain.Booking) error {
		now := h.now()
		before := transferFields(*b)
		if err := b.MarkPaidByTransfer(reference, actor.Email, now); err != nil {
			return err
		}
		audit.record(domain.AuditBookingMarkPaid, id, before, transferFields(*b))
		b.Outbox = append(b.Outbox, h.letters.paymentReceived(*b, now))
		return nil
	})
}

func transferFields(b domain.Booking) map[string]any {
	return map[string]any{"status": string(b.Status), "paidReference": b.PaidReference}
}
