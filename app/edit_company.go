package app

import (
	"context"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// EditCompany changes the company's details (company admins).
type EditCompany struct {
	companies ports.CompanyRepository
	now       Clock
}

func NewEditCompany(companies ports.CompanyRepository, now Clock) *EditCompany {
	return &EditCompany{companies: companies, now: now}
}

func (h *EditCompany) Handle(ctx context.Context, actor domain.User, d domain.CompanyDetails) (domain.CompanyAccount, error) {
	ctx, audit := withAdminAudit(ctx, actor, h.now)
	return asCompanyAdmin(ctx, h.companies, actor, func(c *domain.CompanyAccount) error {
		before := companyFields(*c)
		if err := c.Edit(d, h.now()); err != nil {
			return err
		}
		audit.record(domain.AuditCompanyEdit, c.ID, before, companyFields(*c))
		return nil
	})
}
