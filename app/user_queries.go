package app

import (
	"context"
	"strings"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// UserQueries lists accounts (admins), optionally those whose name or email
// contains a search.
type UserQueries struct{ users ports.UserRepository }

func NewUserQueries(users ports.UserRepository) *UserQueries { return &UserQueries{users: users} }

func (q *UserQueries) List(ctx context.Context, f domain.UserFilter) (domain.Page[domain.User], error) {
	f.Query = strings.TrimSpace(f.Query)
	f.PageRequest = f.PageRequest.Normalize()
	return q.users.ListUsers(ctx, f)
}
