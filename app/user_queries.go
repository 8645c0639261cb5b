package app

import (
	"context"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// UserQueries lists accounts (admins).
type UserQueries struct{ users ports.UserRepository }

func NewUserQueries(users ports.UserRepository) *UserQueries { return &UserQueries{users: users} }

func (q *UserQueries) List(ctx context.Context, page domain.PageRequest) (domain.Page[domain.User], error) {
	return q.users.ListUsers(ctx, page.Normalize())
}
