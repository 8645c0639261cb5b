package app

import (
	"context"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// shopAdmins lists every admin's address, reading every page of users:
// the shop's notices go to them.
func shopAdmins(ctx context.Context, users ports.UserRepository) ([]string, error) {
	var emails []string
	for page := 1; ; page++ {
		found, err := users.ListUsers(ctx, domain.UserFilter{PageRequest: domain.PageRequest{Page: page, Limit: domain.MaxPageLimit}})
		if err != nil {
			return nil, err
		}
		for _, u := range found.Items {
			if u.IsAdmin() {
				emails = append(emails, u.Email)
			}
		}
		if page*domain.MaxPageLimit >= found.Total {
			return emails, nil
		}
	}
}
