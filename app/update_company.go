package app

import (
	"context"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// UpdateCompany sets who the buyer buys for, as their invoices will show it.
type UpdateCompany struct {
	users ports.UserRepository
	now   Clock
}

func NewUpdateCompany(users ports.UserRepository, now Clock) *UpdateCompany {
	return &UpdateCompany{users: users, now: now}
}

func (h *UpdateCompany) Handle(ctx context.Context, actor domain.User, c domain.Company) (domain.Company, error) {
	c, err := c.Normalized()
	if err != nil {
		return domain.Company{}, err
	}
	u, err := h.users.UpdateUser(ctx, actor.ID, func(u *domain.User) error {
		u.Company = c
		u.UpdatedAt = h.now()
		return nil
	})
	return u.Company, err
}
