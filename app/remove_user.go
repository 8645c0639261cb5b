package app

import (
	"context"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// RemoveUser deletes an account, signs it out everywhere and cancels its
// unpaid bookings through CancelBooking, so their card payments are stopped
// and their stock goes back on sale. Admins can't remove themselves, and the
// store refuses to remove the last admin. A company member leaves their
// company first, unless they are its last admin (409).
type RemoveUser struct {
	users     ports.UserRepository
	creds     ports.CredentialRepository
	bookings  ports.BookingRepository
	companies ports.CompanyRepository
	cancel    *CancelBooking
	now       Clock
}

func NewRemoveUser(users ports.UserRepository, creds ports.CredentialRepository, bookings ports.BookingRepository,
	companies ports.CompanyRepository, cancel *CancelBooking, now Clock) *RemoveUser {
	return &RemoveUser{users: users, creds: creds, bookings: bookings, companies: companies, cancel: cancel, now: now}
}

func (h *RemoveUser) Handle(ctx context.Context, actor domain.User, userID string) error {
	if userID == actor.ID {
		return domain.Errorf(domain.CodeConflict, "You can't remove your own account here")
	}
	u, err := h.users.GetUser(ctx, userID)
	if err != nil {
		return err
	}
	if err := h.leaveCompany(ctx, actor, userID); err != nil {
		return err
	}
	for _, status := range []domain.BookingStatus{domain.StatusUnpaid, domain.StatusPendingApproval} {
		if err := h.cancelUnpaidBookings(ctx, actor, userID, status); err != nil {
			return err
		}
	}
	if err := h.creds.DeleteUserSessions(ctx, userID); err != nil {
		return err
	}
	ctx, audit := withAdminAudit(ctx, actor, h.now)
	audit.record(domain.AuditUserRemove, userID, map[string]any{"email": u.Email, "name": u.Name, "role": string(u.Role)}, nil)
	return h.users.DeleteUser(ctx, userID)
}

// cancelUnpaidBookings cancels the user's bookings of an unpaid status
// (unpaid, or awaiting approval) a page at a time; a cancelled booking
// leaves the filter, so the first page is always next. One paid (or being
// paid) in the meantime is left as it is.
func (h *RemoveUser) cancelUnpaidBookings(ctx context.Context, actor domain.User, userID string, status domain.BookingStatus) error {
	filter := domain.BookingFilter{UserID: userID, Status: status,
		PageRequest: domain.PageRequest{Limit: domain.MaxPageLimit}}
	for {
		page, err := h.bookings.ListBookings(ctx, filter)
		if err != nil || len(page.Items) == 0 {
			return err
		}
		cancelled := 0
		for _, b := range page.Items {
			_, err := h.cancel.Handle(ctx, actor, b.ID)
			switch {
			case err == nil:
				cancelled++
			case !domain.IsCode(err, domain.CodeConflict):
				return err
			}
		}
		if cancelled == 0 {
			return nil
		}
	}
}

// leaveCompany takes the user out of their company, if any.
func (h *RemoveUser) leaveCompany(ctx context.Context, actor domain.User, userID string) error {
	c, err := h.companies.CompanyOfUser(ctx, userID)
	if domain.IsCode(err, domain.CodeNotFound) {
		return nil
	}
	if err != nil {
		return err
	}
	ctx, audit := withAdminAudit(ctx, actor, h.now)
	_, err = h.companies.UpdateCompany(ctx, c.ID, func(c *domain.CompanyAccount) error {
		removed, err := c.RemoveMember(userID, h.now())
		if err == nil {
			audit.record(domain.AuditCompanyRemove, userID, memberFields(removed), nil)
		}
		return err
	})
	return err
}
