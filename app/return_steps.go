package app

import (
	"context"
	"time"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// returnStep is what the admins' return steps share: find the return's
// booking, change the return inside the booking's atomic update, audit the
// change and mail the buyer in the same save.
type returnStep struct {
	bookings ports.BookingRepository
	returns  ports.ReturnRepository
	letters  Letters
	now      Clock
}

// apply runs change on the return with this id and, when it changed it,
// records action in the audit log and queues letter's mail.
func (s returnStep) apply(ctx context.Context, actor domain.User, id, action string,
	change func(r *domain.Return, now time.Time) (changed bool, err error),
	letter func(domain.Booking, domain.Return, time.Time) domain.Mail,
) (domain.BookingReturn, error) {
	found, err := findReturn(ctx, s.returns, id)
	if err != nil {
		return domain.BookingReturn{}, err
	}
	ctx, audit := withAdminAudit(ctx, actor, s.now)
	b, err := s.bookings.UpdateBooking(ctx, found.Booking.ID, func(b *domain.Booking) error {
		now := s.now()
		before, _ := b.FindReturn(id)
		changed := false
		r, err := b.ChangeReturn(id, now, func(r *domain.Return) (err error) {
			changed, err = change(r, now)
			return err
		})
		if err != nil || !changed {
			return err
		}
		after := returnFields(r)
		after["number"] = r.Number // kept in the entry (unchanged fields are not) to name the return
		audit.record(action, id, returnFields(before), after)
		b.Outbox = append(b.Outbox, letter(*b, r, now))
		return nil
	})
	if err != nil {
		return domain.BookingReturn{}, err
	}
	r, _ := b.FindReturn(id)
	return domain.BookingReturn{Booking: b, Return: r}, nil
}

// returnFields are a return's audited fields.
func returnFields(r domain.Return) map[string]any {
	return map[string]any{"status": string(r.Status), "instructions": r.Instructions,
		"rejectionReason": r.RejectionReason, "restocked": r.Restocked, "warehouse": r.Warehouse, "refundId": r.RefundID}
}

// always adapts a step that changes the return whenever it succeeds.
func always(step func(r *domain.Return, now time.Time) error) func(*domain.Return, time.Time) (bool, error) {
	return func(r *domain.Return, now time.Time) (bool, error) { return true, step(r, now) }
}
