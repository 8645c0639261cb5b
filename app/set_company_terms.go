package app

import (
	"context"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// SetCompanyTerms grants or withdraws a company's invoice terms and tax
// exemption (shop admins); every member's later orders follow them.
type SetCompanyTerms struct {
	companies ports.CompanyRepository
	now       Clock
}

func NewSetCompanyTerms(companies ports.CompanyRepository, now Clock) *SetCompanyTerms {
	return &SetCompanyTerms{companies: companies, now: now}
}

func (h *SetCompanyTerms) Handle(ctx context.Context, actor domain.User, companyID string, terms domain.Terms) (domain.CompanyAccount, error) {
	if err := terms.Validate(); err != nil {
		return domain.CompanyAccount{}, err
	}
	if !terms.InvoiceTerms {
		terms.NetDays = 0
	}
	ctx, audit := withAdminAudit(ctx, actor, h.now)
	return h.companies.UpdateCompany(ctx, companyID, func(c *domain.CompanyAccount) error {
		audit.record(domain.AuditCompanyTerms, companyID, termsFields(c.Terms), termsFields(terms))
		c.Terms = terms
		c.UpdatedAt = h.now()
		return nil
	})
}
