package app

import (
	"slices"

	"github.com/palletshop/pallet/domain"
)

// AdminEmails lists the addresses whose accounts start as admins when an
// outside identity provider creates them with the address verified
// (PALLET_ADMIN_EMAILS). Local sign-up proves no address, so it never reads them.
type AdminEmails []string

// RoleFor returns the role a new account starts with. An unverified address
// earns no admin rights: anyone can claim it.
func (a AdminEmails) RoleFor(email string, verified bool) domain.Role {
	if verified && slices.Contains(a, domain.NormalizeEmail(email)) {
		return domain.RoleAdmin
	}
	return domain.RoleCustomer
}
