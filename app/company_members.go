package app

import (
	"context"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// CompanyMembers changes members' roles and limits and removes members
// (company admins); a member may also leave. The company always keeps an
// admin: the check and the change are one step of the store.
type CompanyMembers struct {
	companies ports.CompanyRepository
	now       Clock
}

func NewCompanyMembers(companies ports.CompanyRepository, now Clock) *CompanyMembers {
	return &CompanyMembers{companies: companies, now: now}
}

// Change applies ch to the member userID.
func (h *CompanyMembers) Change(ctx context.Context, actor domain.User, userID string, ch domain.MemberChange) (domain.CompanyAccount, error) {
	if ch.Role != nil {
		if _, ok := domain.ParseCompanyRole(string(*ch.Role)); !ok {
			return domain.CompanyAccount{}, domain.InvalidField("role", "Choose admin, approver or buyer")
		}
	}
	ctx, audit := withAdminAudit(ctx, actor, h.now)
	return asCompanyAdmin(ctx, h.companies, actor, func(c *domain.CompanyAccount) error {
		before, after, err := c.ChangeMember(userID, ch, h.now())
		if err == nil {
			audit.record(domain.AuditCompanyMember, userID, memberFields(before), memberFields(after))
		}
		return err
	})
}

// Remove takes userID out of the company: an admin removing a member, or
// a member leaving.
func (h *CompanyMembers) Remove(ctx context.Context, actor domain.User, userID string) error {
	c, m, err := memberOf(ctx, h.companies, actor)
	if err != nil {
		return err
	}
	if userID != actor.ID && m.Role != domain.CompanyAdmin {
		if _, ok := c.Member(userID); !ok {
			return domain.ErrNoSuchMember
		}
		return domain.ErrCompanyAdminsOnly
	}
	ctx, audit := withAdminAudit(ctx, actor, h.now)
	_, err = h.companies.UpdateCompany(ctx, c.ID, func(c *domain.CompanyAccount) error {
		if me, ok := c.Member(actor.ID); !ok || (userID != actor.ID && me.Role != domain.CompanyAdmin) {
			return domain.ErrCompanyAdminsOnly
		}
		removed, err := c.RemoveMember(userID, h.now())
		if err == nil {
			audit.record(domain.AuditCompanyRemove, userID, memberFields(removed), nil)
		}
		return err
	})
	return err
}
