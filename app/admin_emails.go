package app

import (
	"slices"

	"github.com/palletshop/pallet/domain"
)

// AdminEmails lists the addresses that become admins when their account is
// first created (PALLET_ADMIN_EMAILS).
type AdminEmails []string

// RoleFor returns the role a new account with this email starts with.
func (a AdminEmails) RoleFor(email string) domain.Role {
	if slices.Contains(a, domain.NormalizeEmail(email)) {
		return domain.RoleAdmin
	}
	return domain.RoleCustomer
}
