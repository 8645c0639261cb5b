package app

import (
	"context"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// JoinCompany accepts an invitation from its link: the signed-in account,
// whose verified email must be the invitation's, becomes a member. The
// link works once; a user already in a company can't join another.
type JoinCompany struct {
	companies ports.CompanyRepository
	now       Clock
}

func NewJoinCompany(companies ports.CompanyRepository, now Clock) *JoinCompany {
	return &JoinCompany{companies: companies, now: now}
}

func (h *JoinCompany) Handle(ctx context.Context, actor domain.User, token string) (domain.CompanyAccount, error) {
	hash := domain.HashToken(token)
	c, err := h.companies.CompanyByInvitation(ctx, hash)
	if domain.IsCode(err, domain.CodeNotFound) {
		return domain.CompanyAccount{}, domain.ErrNoSuchInvitation
	}
	if err != nil {
		return domain.CompanyAccount{}, err
	}
	if _, _, err := memberOf(ctx, h.companies, actor); err == nil {
		return domain.CompanyAccount{}, domain.ErrAlreadyInCompany
	}
	ctx, audit := withAdminAudit(ctx, actor, h.now)
	return h.companies.UpdateCompany(ctx, c.ID, func(c *domain.CompanyAccount) error {
		m, err := c.Join(hash, actor, h.now())
		if err == nil {
			audit.record(domain.AuditCompanyJoin, m.UserID, nil, memberFields(m))
		}
		return err
	})
}
