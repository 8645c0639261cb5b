package app

import (
	"context"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// SetUserRole promotes a user to admin or demotes an admin. An admin can't
// demote themself, and the last admin can't be demoted.
type SetUserRole struct {
	users ports.UserRepository
	guard *AdminGuard
	now   Clock
}

func NewSetUserRole(users ports.UserRepository, guard *AdminGuard, now Clock) *SetUserRole {
	return &SetUserRole{users: users, guard: guard, now: now}
}

// Handle is the admin API's call; actor is the admin making it.
func (h *SetUserRole) Handle(ctx context.Context, actor domain.User, userID string, role domain.Role) (domain.User, error) {
	if userID == actor.ID && role != domain.RoleAdmin {
		return domain.User{}, domain.Errorf(domain.CodeConflict, "You can't remove your own admin rights")
	}
	return h.apply(ctx, userID, role)
}

// HandleByEmail is the command line's call (pallet admin grant|revoke).
func (h *SetUserRole) HandleByEmail(ctx context.Context, email string, role domain.Role) (domain.User, error) {
	u, err := h.users.GetUserByEmail(ctx, domain.NormalizeEmail(email))
	if err != nil {
		return domain.User{}, err
	}
	return h.apply(ctx, u.ID, role)
}

// apply checks the last-admin rule before the update: stores run update
// functions under their write lock, so the count can't happen inside it.
func (h *SetUserRole) apply(ctx context.Context, userID string, role domain.Role) (domain.User, error) {
	h.guard.mu.Lock()
	defer h.guard.mu.Unlock()
	u, err := h.users.GetUser(ctx, userID)
	if err != nil {
		return domain.User{}, err
	}
	if u.Role == role {
		return u, nil
	}
	if u.IsAdmin() {
		if err := ensureNotLastAdmin(ctx, h.users); err != nil {
			return domain.User{}, err
		}
	}
	return h.users.UpdateUser(ctx, userID, func(u *domain.User) error {
		u.Role = role
		u.UpdatedAt = h.now()
		return nil
	})
}

func ensureNotLastAdmin(ctx context.Context, users ports.UserRepository) error {
	n, err := users.CountAdmins(ctx)
	if err != nil {
		return err
	}
	if n <= 1 {
		return domain.Errorf(domain.CodeConflict, "The shop needs at least one admin")
	}
	return nil
}
