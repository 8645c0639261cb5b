package app

import (
	"context"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// RemoveUser deletes an account and signs it out everywhere. Admins can't
// remove themselves, and the last admin can't be removed.
type RemoveUser struct {
	users ports.UserRepository
	creds ports.CredentialRepository
	guard *AdminGuard
}

func NewRemoveUser(users ports.UserRepository, creds ports.CredentialRepository, guard *AdminGuard) *RemoveUser {
	return &RemoveUser{users: users, creds: creds, guard: guard}
}

func (h *RemoveUser) Handle(ctx context.Context, actor domain.User, userID string) error {
	if userID == actor.ID {
		return domain.Errorf(domain.CodeConflict, "You can't remove your own account here")
	}
	h.guard.mu.Lock()
	defer h.guard.mu.Unlock()
	u, err := h.users.GetUser(ctx, userID)
	if err != nil {
		return err
	}
	if u.IsAdmin() {
		if err := ensureNotLastAdmin(ctx, h.users); err != nil {
			return err
		}
	}
	if err := h.creds.DeleteUserSessions(ctx, userID); err != nil {
		return err
	}
	return h.users.DeleteUser(ctx, userID)
}
