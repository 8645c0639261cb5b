package app

import (
	"context"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// removedBy is who the history of bookings cancelled with their user names.
const removedBy = "staff"

// RemoveUser deletes an account, signs it out everywhere and cancels its
// unpaid bookings, so their stock goes back on sale. Admins can't remove
// themselves, and the store refuses to remove the last admin.
type RemoveUser struct {
	users    ports.UserRepository
	creds    ports.CredentialRepository
	bookings ports.BookingRepository
	version  *CatalogueVersion
	now      Clock
}

func NewRemoveUser(users ports.UserRepository, creds ports.CredentialRepository, bookings ports.BookingRepository,
	version *CatalogueVersion, now Clock) *RemoveUser {
	return &RemoveUser{users: users, creds: creds, bookings: bookings, version: version, now: now}
}

func (h *RemoveUser) Handle(ctx context.Context, actor domain.User, userID string) error {
	if userID == actor.ID {
		return domain.Errorf(domain.CodeConflict, "You can't remove your own account here")
	}
	if _, err := h.users.GetUser(ctx, userID); err != nil {
		return err
	}
	if err := h.cancelUnpaidBookings(ctx, userID); err != nil {
		return err
	}
	if err := h.creds.DeleteUserSessions(ctx, userID); err != nil {
		return err
	}
	return h.users.DeleteUser(ctx, userID)
}

// cancelUnpaidBookings cancels the user's unpaid bookings a page at a time;
// a cancelled booking leaves the filter, so the first page is always next.
// One paid in the meantime is left as it is.
func (h *RemoveUser) cancelUnpaidBookings(ctx context.Context, userID string) error {
	filter := domain.BookingFilter{UserID: userID, Status: domain.StatusUnpaid,
		PageRequest: domain.PageRequest{Limit: domain.MaxPageLimit}}
	for {
		page, err := h.bookings.ListBookings(ctx, filter)
		if err != nil || len(page.Items) == 0 {
			return err
		}
		cancelled, err := h.cancel(ctx, page.Items)
		if cancelled > 0 {
			h.version.Bump()
		}
		if err != nil || cancelled == 0 {
			return err
		}
	}
}

// cancel cancels each booking that is still unpaid and counts them.
func (h *RemoveUser) cancel(ctx context.Context, bookings []domain.Booking) (int, error) {
	cancelled := 0
	for _, b := range bookings {
		_, err := h.bookings.UpdateBooking(ctx, b.ID, func(b *domain.Booking) error {
			return b.Cancel(removedBy, h.now())
		})
		switch {
		case err == nil:
			cancelled++
		case !domain.IsCode(err, domain.CodeConflict): // a conflict: no longer unpaid
			return cancelled, err
		}
	}
	return cancelled, nil
}
