package app

import (
	"context"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// CompanyInvitations sends, lists and withdraws a company's invitations
// (company admins). An invitation's link is mailed through the outbox in
// the same step that keeps the invitation.
type CompanyInvitations struct {
	companies ports.CompanyRepository
	letters   Letters
	now       Clock
}

func NewCompanyInvitations(companies ports.CompanyRepository, letters Letters, now Clock) *CompanyInvitations {
	return &CompanyInvitations{companies: companies, letters: letters, now: now}
}

// Invite asks email to join as role, with an optional spending limit.
func (h *CompanyInvitations) Invite(ctx context.Context, actor domain.User, email string, role domain.CompanyRole, limit *int64) (domain.CompanyInvitation, error) {
	ctx, audit := withAdminAudit(ctx, actor, h.now)
	var sent domain.CompanyInvitation
	_, err := asCompanyAdmin(ctx, h.companies, actor, func(c *domain.CompanyAccount) error {
		now := h.now()
		inv, raw, err := c.Invite(email, role, limit, actor.Email, now)
		if err != nil {
			return err
		}
		c.Outbox = append(c.Outbox, h.letters.companyInvitation(*c, inv, raw, now))
		audit.record(domain.AuditCompanyInvite, inv.ID, nil, invitationFields(inv))
		sent = inv
		return nil
	})
	return sent, err
}

// Open lists the invitations not yet used, withdrawn or expired.
func (h *CompanyInvitations) Open(ctx context.Context, actor domain.User) ([]domain.CompanyInvitation, error) {
	c, m, err := memberOf(ctx, h.companies, actor)
	if err != nil {
		return nil, err
	}
	if m.Role != domain.CompanyAdmin {
		return nil, domain.ErrCompanyAdminsOnly
	}
	return c.OpenInvitations(h.now()), nil
}

// Withdraw removes an invitation; its link stops working.
func (h *CompanyInvitations) Withdraw(ctx context.Context, actor domain.User, id string) error {
	ctx, audit := withAdminAudit(ctx, actor, h.now)
	_, err := asCompanyAdmin(ctx, h.companies, actor, func(c *domain.CompanyAccount) error {
		inv, err := c.Withdraw(id, h.now())
		if err == nil {
			audit.record(domain.AuditCompanyWithdraw, inv.ID, invitationFields(inv), nil)
		}
		return err
	})
	return err
}

func invitationFields(inv domain.CompanyInvitation) map[string]any {
	fields := memberFields(domain.CompanyMember{Email: inv.Email, Role: inv.Role, SpendingLimitCents: inv.SpendingLimitCents})
	fields["expiresAt"] = inv.ExpiresAt
	return fields
}
