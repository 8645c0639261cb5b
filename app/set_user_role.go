package app

import (
	"context"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// SetUserRole promotes a user to admin or demotes an admin. An admin can't
// demote themself, and the store refuses to demote the last admin.
type SetUserRole struct {
	users ports.UserRepository
	now   Clock
}

func NewSetUserRole(users ports.UserRepository, now Clock) *SetUserRole {
	return &SetUserRole{users: users, now: now}
}

// Handle is the admin API's call; actor is the admin making it.
func (h *SetUserRole) Handle(ctx context.Context, actor domain.User, userID string, role domain.Role) (domain.User, error) {
	if userID == actor.ID && role != domain.RoleAdmin {
		return domain.User{}, domain.Errorf(domain.CodeConflict, "You can't remove your own admin rights")
	}
	return h.users.SetUserRole(ctx, userID, role, h.now())
}

// HandleByEmail is the command line's call (pallet admin grant|revoke).
func (h *SetUserRole) HandleByEmail(ctx context.Context, email string, role domain.Role) (domain.User, error) {
	u, err := h.users.GetUserByEmail(ctx, domain.NormalizeEmail(email))
	if err != nil {
		return domain.User{}, err
	}
	return h.users.SetUserRole(ctx, u.ID, role, h.now())
}
