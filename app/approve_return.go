package app

import (
	"context"
	"time"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// ApproveReturn accepts a requested return (admins) and mails the buyer
// how to send the pieces back.
type ApproveReturn struct{ step returnStep }

func NewApproveReturn(bookings ports.BookingRepository, returns ports.ReturnRepository, letters Letters, now Clock) *ApproveReturn {
	return &ApproveReturn{step: returnStep{bookings: bookings, returns: returns, letters: letters, now: now}}
}

func (h *ApproveReturn) Handle(ctx context.Context, actor domain.User, id, instructions string) (domain.BookingReturn, error) {
	return h.step.apply(ctx, actor, id, domain.AuditReturnApprove, always(func(r *domain.Return, now time.Time) error {
		return r.Approve(instructions, actor.Email, now)
	}), h.step.letters.returnApproved)
}
