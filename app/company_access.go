package app

import (
	"context"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// memberOf is the actor's company and their place in it, read now (not as
// they signed in); ErrNotInCompany when they are in none.
func memberOf(ctx context.Context, companies ports.CompanyRepository, actor domain.User) (domain.CompanyAccount, domain.CompanyMember, error) {
	c, err := companies.CompanyOfUser(ctx, actor.ID)
	if domain.IsCode(err, domain.CodeNotFound) {
		return domain.CompanyAccount{}, domain.CompanyMember{}, domain.ErrNotInCompany
	}
	if err != nil {
		return domain.CompanyAccount{}, domain.CompanyMember{}, err
	}
	m, _ := c.Member(actor.ID)
	return c, m, nil
}

// asCompanyAdmin changes the actor's company with fn, only while the actor
// is one of its admins at the moment of the change.
func asCompanyAdmin(ctx context.Context, companies ports.CompanyRepository, actor domain.User,
	fn func(*domain.CompanyAccount) error) (domain.CompanyAccount, error) {
	c, _, err := memberOf(ctx, companies, actor)
	if err != nil {
		return domain.CompanyAccount{}, err
	}
	return companies.UpdateCompany(ctx, c.ID, func(c *domain.CompanyAccount) error {
		if m, ok := c.Member(actor.ID); !ok {
			return domain.ErrNotInCompany
		} else if m.Role != domain.CompanyAdmin {
			return domain.ErrCompanyAdminsOnly
		}
		return fn(c)
	})
}

func companyFields(c domain.CompanyAccount) map[string]any {
	return map[string]any{"name": c.Name, "vatId": c.VATID, "billingAddress": c.BillingAddress, "poRequired": c.PORequired}
}

func memberFields(m domain.CompanyMember) map[string]any {
	fields := map[string]any{"email": m.Email, "role": string(m.Role), "spendingLimitCents": nil}
	if m.SpendingLimitCents != nil {
		fields["spendingLimitCents"] = *m.SpendingLimitCents
	}
	return fields
}
