package domain

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var companyNow = time.Date(2026, 11, 26, 12, 0, 0, 0, time.UTC)

func foundedCompany(t *testing.T) (CompanyAccount, User) {
	t.Helper()
	boss := User{ID: "boss", Email: "boss@acme.test", Name: "Boss", EmailVerified: true}
	c, err := NewCompanyAccount(" Acme ", "GB1", "", boss, companyNow)
	require.NoError(t, err)
	return c, boss
}

func TestAFoundedCompanyHasItsFounderAsAdmin(t *testing.T) {
	c, boss := foundedCompany(t)
	assert.Equal(t, "Acme", c.Name)
	m, ok := c.Member(boss.ID)
	require.True(t, ok)
	assert.Equal(t, CompanyAdmin, m.Role)
	_, err := NewCompanyAccount(" ", "", "", boss, companyNow)
	assert.Equal(t, "Name is Required", err.(*Error).Fields["name"])
}

func TestAnInvitationIsJoinedOnceByItsVerifiedAddressee(t *testing.T) {
	c, boss := foundedCompany(t)
	limit := int64(5000)
	inv, raw, err := c.Invite(" Buyer@Acme.test ", CompanyBuyer, &limit, boss.Email, companyNow)
	require.NoError(t, err)
	assert.Equal(t, "buyer@acme.test", inv.Email)
	assert.Equal(t, HashToken(raw), inv.TokenHash)
	assert.Equal(t, companyNow.Add(CompanyInvitationTTL), inv.ExpiresAt)

	buyer := User{ID: "buyer", Email: "buyer@acme.test"}
	_, err = c.Join(inv.TokenHash, buyer, companyNow)
	assert.Equal(t, ErrVerifyBeforeJoin, err)
	_, err = c.Join(inv.TokenHash, User{ID: "x", Email: "x@acme.test", EmailVerified: true}, companyNow)
	assert.Equal(t, ErrInvitationForSomeoneElse, err)
	_, err = c.Join(inv.TokenHash, buyer, companyNow.Add(CompanyInvitationTTL))
	assert.Equal(t, ErrNoSuchInvitation, err, "an expired link is not found")

	buyer.EmailVerified = true
	m, err := c.Join(inv.TokenHash, buyer, companyNow.Add(time.Hour))
	require.NoError(t, err)
	assert.Equal(t, CompanyMember{UserID: "buyer", Email: "buyer@acme.test", Role: CompanyBuyer, SpendingLimitCents: &limit,
		JoinedAt: companyNow.Add(time.Hour)}, m)
	_, err = c.Join(inv.TokenHash, buyer, companyNow.Add(time.Hour))
	assert.Equal(t, ErrNoSuchInvitation, err, "the link works once")
	_, _, err = c.Invite("buyer@acme.test", CompanyBuyer, nil, boss.Email, companyNow)
	assert.Equal(t, CodeConflict, ErrorCode(err), "a member isn't invited again")
}

func TestTheLastAdminStays(t *testing.T) {
	c, boss := foundedCompany(t)
	buyer := CompanyRole(CompanyBuyer)
	_, _, err := c.ChangeMember(boss.ID, MemberChange{Role: &buyer}, companyNow)
	assert.Equal(t, ErrCompanyNeedsAdmin, err)
	assert.Equal(t, CompanyAdmin, c.Members[0].Role, "a refused change changes nothing")
	_, err = c.RemoveMember(boss.ID, companyNow)
	assert.Equal(t, ErrCompanyNeedsAdmin, err)
	assert.Len(t, c.Members, 1)

	c.Members = append(c.Members, CompanyMember{UserID: "two", Role: CompanyAdmin})
	_, after, err := c.ChangeMember(boss.ID, MemberChange{Role: &buyer, SpendingLimitCents: ptr(int64(100))}, companyNow)
	require.NoError(t, err)
	assert.Equal(t, CompanyBuyer, after.Role)
	_, after, err = c.ChangeMember(boss.ID, MemberChange{ClearLimit: true}, companyNow)
	require.NoError(t, err)
	assert.Nil(t, after.SpendingLimitCents)
}

func ptr[T any](v T) *T { return &v }

func TestApprovalIsNeededAboveTheLimitOnly(t *testing.T) {
	assert.False(t, CompanyMember{}.NeedsApproval(1_000_000), "no limit")
	m := CompanyMember{SpendingLimitCents: ptr(int64(10000))}
	assert.False(t, m.NeedsApproval(10000), "at the limit")
	assert.True(t, m.NeedsApproval(10001))
}

func TestAnOrderAwaitingApprovalIsDecidedOnceAndNeverByItsBuyer(t *testing.T) {
	b := Booking{UserID: "buyer", UserEmail: "buyer@acme.test", History: []StatusChange{{Status: StatusUnpaid}}, Status: StatusUnpaid}
	b.HoldForApproval()
	assert.Equal(t, StatusPendingApproval, b.History[0].Status)
	assert.Equal(t, ErrAwaitingApproval, b.CheckPayable())
	assert.Equal(t, ErrOwnOrderApproval, b.Approve("buyer", "buyer@acme.test", companyNow))
	assert.Equal(t, "Reason is Required", b.Reject("approver", "a@acme.test", " ", companyNow).(*Error).Message)
	require.NoError(t, b.Approve("approver", "a@acme.test", companyNow))
	assert.Equal(t, StatusUnpaid, b.Status)
	assert.Equal(t, ErrNotAwaitingApproval, b.Reject("approver", "a@acme.test", "late", companyNow))
	assert.True(t, StatusPendingApproval.HoldsStock())
	assert.False(t, StatusRejected.HoldsStock())
}

func TestAContractPriceIsTakenWhenItIsLower(t *testing.T) {
	p := Product{PriceCents: 2000, PriceBreaks: []PriceBreak{{MinQuantity: 10, UnitPriceCents: 1500}}, ContractPriceCents: 1800}
	assert.Equal(t, int64(1800), p.UnitPriceFor(5))
	assert.Equal(t, int64(1500), p.UnitPriceFor(10))
	p.ContractPriceCents = 0
	assert.Equal(t, int64(2000), p.UnitPriceFor(5))
}
