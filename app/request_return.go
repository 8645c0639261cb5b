package app

import (
	"context"
	"log/slog"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// ReturnDays is how many days after delivery an order's pieces may be
// returned (PALLET_RETURN_DAYS).
type ReturnDays int

// RequestReturn lets the buyer of a delivered order, or an admin of its
// company, return some of its pieces within the return window. The
// booking's atomic update checks the pieces against the returns already
// made, so two requests at once can't return a piece twice; the same save
// audits the request, confirms it to the buyer and tells the shop's admins.
type RequestReturn struct {
	bookings ports.BookingRepository
	users    ports.UserRepository
	days     ReturnDays
	letters  Letters
	now      Clock
	log      *slog.Logger
}

func NewRequestReturn(bookings ports.BookingRepository, users ports.UserRepository, days ReturnDays, letters Letters, now Clock, log *slog.Logger) *RequestReturn {
	return &RequestReturn{bookings: bookings, users: users, days: days, letters: letters, now: now, log: log}
}

func (h *RequestReturn) Handle(ctx context.Context, actor domain.User, bookingID string, in domain.ReturnInput) (domain.BookingReturn, error) {
	admins := h.admins(ctx)
	ctx, audit := withAdminAudit(ctx, actor, h.now)
	var created domain.Return
	b, err := h.bookings.UpdateBooking(ctx, bookingID, func(b *domain.Booking) error {
		if !b.ReturnableBy(actor) {
			return domain.NotFound("Booking")
		}
		now := h.now()
		var err error
		if created, err = b.RequestReturn(in, int(h.days), actor.Email, now); err != nil {
			return err
		}
		after := returnFields(created)
		after["order"], after["reason"] = b.Reference(), created.Reason
		audit.record(domain.AuditReturnRequest, created.ID, map[string]any{}, after)
		b.Outbox = append(b.Outbox, h.letters.returnRequested(*b, created, now))
		if len(admins) > 0 {
			b.Outbox = append(b.Outbox, h.letters.returnRequestNotice(admins, *b, created, actor.Email, now))
		}
		return nil
	})
	if err != nil {
		return domain.BookingReturn{}, err
	}
	r, _ := b.FindReturn(created.ID) // as saved, with its number
	return domain.BookingReturn{Booking: b, Return: r}, nil
}

// admins are the shop's admins to tell; a failure to list them costs the
// notice, not the buyer's request.
func (h *RequestReturn) admins(ctx context.Context) []string {
	admins, err := shopAdmins(ctx, h.users)
	if err != nil {
		h.log.ErrorContext(ctx, "a return request's notice to the shop is not sent: its admins could not be listed", "err", err)
	}
	return admins
}
