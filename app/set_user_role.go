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
	return h.setRole(ctx, actor, userID, role)
}

// commandLineActor is the audit log's actor for changes made with the
// pallet command rather than by a signed-in admin.
var commandLineActor = domain.User{Email: "pallet command line"}

// HandleByEmail is the command line's call (pallet admin grant|revoke).
func (h *SetUserRole) HandleByEmail(ctx context.Context, email string, role domain.Role) (domain.User, error) {
	u, err := h.users.GetUserByEmail(ctx, domain.NormalizeEmail(email))
	if err != nil {
		return domain.User{}, err
	}
	return h.setRole(ctx, commandLineActor, u.ID, role)
}

func (h *SetUserRole) setRole(ctx context.Context, actor domain.User, userID string, role domain.Role) (domain.User, error) {
	u, err := h.users.GetUser(ctx, userID)
	if err != nil {
		return domain.User{}, err
	}
	ctx, audit := withAdminAudit(ctx, actor, h.now)
	if u.Role != role {
		audit.record(domain.AuditUserRole, userID, map[string]any{"role": string(u.Role)}, map[string]any{"role": string(role)})
	}
	return h.users.SetUserRole(ctx, userID, role, h.now())
}
