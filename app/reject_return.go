package app

import (
	"context"
	"time"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// RejectReturn refuses a requested return with a reason (admins) and mails
// the buyer why; its pieces may be returned again.
type RejectReturn struct{ step returnStep }

func NewRejectReturn(bookings ports.BookingRepository, returns ports.ReturnRepository, letters Letters, now Clock) *RejectReturn {
	return &RejectReturn{step: returnStep{bookings: bookings, returns: returns, letters: letters, now: now}}
}

func (h *RejectReturn) Handle(ctx context.Context, actor domain.User, id, reason string) (domain.BookingReturn, error) {
	return h.step.apply(ctx, actor, id, domain.AuditReturnReject, always(func(r *domain.Return, now time.Time) error {
		return r.Reject(reason, actor.Email, now)
	}), h.step.letters.returnRejected)
}
