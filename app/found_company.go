package app

import (
	"context"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// FoundCompany makes a company account whose first admin is the verified
// buyer founding it; a user already in a company can't found another.
type FoundCompany struct {
	companies ports.CompanyRepository
	now       Clock
}

func NewFoundCompany(companies ports.CompanyRepository, now Clock) *FoundCompany {
	return &FoundCompany{companies: companies, now: now}
}

func (h *FoundCompany) Handle(ctx context.Context, actor domain.User, name, vatID, billingAddress string) (domain.CompanyAccount, error) {
	if !actor.EmailVerified {
		return domain.CompanyAccount{}, domain.ErrVerifyBeforeJoin
	}
	c, err := domain.NewCompanyAccount(name, vatID, billingAddress, actor, h.now())
	if err != nil {
		return domain.CompanyAccount{}, err
	}
	ctx, audit := withAdminAudit(ctx, actor, h.now)
	audit.record(domain.AuditCompanyCreate, c.ID, nil, companyFields(c))
	if err := h.companies.CreateCompany(ctx, c); err != nil {
		return domain.CompanyAccount{}, err
	}
	return h.companies.GetCompany(ctx, c.ID)
}
