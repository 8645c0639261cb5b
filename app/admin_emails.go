package app

import (
	"slices"

	"github.com/palletshop/pallet/domain"
)

// AdminEmails lists the addresses whose accounts become admins once their
// owner proves the address (PALLET_ADMIN_EMAILS): an outside identity
// provider verified it, or a password was set through a mailed link (see
// emailOwnership). Local sign-up proves no address, so it never reads them.
type AdminEmails []string

// RoleFor returns the role a new account starts with. An unverified address
// earns no admin rights: anyone can claim it.
func (a AdminEmails) RoleFor(email string, verified bool) domain.Role {
	if verified && slices.Contains(a, domain.NormalizeEmail(email)) {
		return domain.RoleAdmin
	}
	return domain.RoleCustomer
}
