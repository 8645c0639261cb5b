package domain

import (
	"strings"
	"time"
)

// Approval errors, in the contract's words where it gives them.
var (
	ErrOwnOrderApproval     = Errorf(CodeForbidden, "Nobody approves their own order")
	ErrNotAwaitingApproval  = Errorf(CodeConflict, "This order is not awaiting approval")
	ErrAwaitingApproval     = Errorf(CodeConflict, "This order is awaiting approval and can't be paid yet")
	ErrRejectReasonRequired = InvalidField("reason", "Reason is Required")
)

// HoldForApproval makes a newly built order wait for its company's
// approval: it holds its stock like an unpaid order and can't be paid.
func (b *Booking) HoldForApproval() {
	b.Status = StatusPendingApproval
	if n := len(b.History); n > 0 {
		b.History[n-1].Status = StatusPendingApproval
	}
}

// Approve lets an order awaiting approval go on as unpaid; by is the
// approver, never the order's own buyer.
func (b *Booking) Approve(approverID, by string, now time.Time) error {
	if err := b.checkApprover(approverID); err != nil {
		return err
	}
	b.moveTo(StatusUnpaid, by, now)
	return nil
}

// Reject ends an order awaiting approval; its stock goes back.
func (b *Booking) Reject(approverID, by, reason string, now time.Time) error {
	reason = strings.TrimSpace(reason)
	errs := FieldErrors{}
	CheckText(errs, "reason", reason, "Reason is Required", MaxRejectReasonLen)
	if err := errs.Err("reason"); err != nil {
		return err
	}
	if err := b.checkApprover(approverID); err != nil {
		return err
	}
	b.RejectionReason = reason
	b.moveTo(StatusRejected, by, now)
	return nil
}

func (b Booking) checkApprover(approverID string) error {
	if approverID == b.UserID {
		return ErrOwnOrderApproval
	}
	if b.Status != StatusPendingApproval {
		return ErrNotAwaitingApproval
	}
	return nil
}

// SeenByCompanyOf reports whether u sees b as an admin or approver of the
// company b was placed for (who may open, pay and download it).
func (b Booking) SeenByCompanyOf(u User) bool {
	return b.Company.ID != "" && u.Membership != nil && u.Membership.Company.ID == b.Company.ID &&
		u.Membership.Member.Role.SeesEveryOrder()
}
