package app

import (
	"context"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// SetUserTerms grants or withdraws a buyer's invoice terms and tax
// exemption (admins). Orders already placed keep the terms they had.
type SetUserTerms struct {
	users ports.UserRepository
	now   Clock
}

func NewSetUserTerms(users ports.UserRepository, now Clock) *SetUserTerms {
	return &SetUserTerms{users: users, now: now}
}

func (h *SetUserTerms) Handle(ctx context.Context, actor domain.User, userID string, terms domain.Terms) (domain.User, error) {
	if err := terms.Validate(); err != nil {
		return domain.User{}, err
	}
	if !terms.InvoiceTerms {
		terms.NetDays = 0
	}
	ctx, audit := withAdminAudit(ctx, actor, h.now)
	return h.users.UpdateUser(ctx, userID, func(u *domain.User) error {
		audit.record(domain.AuditUserTerms, userID, termsFields(u.Terms), termsFields(terms))
		u.Terms = terms
		u.UpdatedAt = h.now()
		return nil
	})
}

func termsFields(t domain.Terms) map[string]any {
	return map[string]any{"invoiceTerms": t.InvoiceTerms, "netDays": t.NetDays, "taxExempt": t.TaxExempt}
}
