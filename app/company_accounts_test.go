package app

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// companyFixture is an order fixture whose buyer is a member (limit 3,000.00)
// of a company with an admin and an approver.
type companyFixture struct {
	*orderFixture
	admin, approver domain.User
	company         domain.CompanyAccount
}

func newCompanyFixture(t *testing.T) *companyFixture {
	t.Helper()
	ctx := context.Background()
	f := &companyFixture{orderFixture: newOrderFixture(t)}
	f.admin = f.user(t, "boss@acme.test")
	founded, err := NewFoundCompany(f.store, fixedClock()).Handle(ctx, f.admin, "Acme", "", "")
	require.NoError(t, err)
	f.approver = f.user(t, "approver@acme.test")
	f.join(t, f.approver, domain.CompanyApprover, nil)
	f.buyer.EmailVerified = true
	limit := int64(300000)
	f.join(t, f.buyer, domain.CompanyBuyer, &limit)
	f.company, err = f.store.GetCompany(ctx, founded.ID)
	require.NoError(t, err)
	return f
}

func (f *companyFixture) user(t *testing.T, email string) domain.User {
	t.Helper()
	u := domain.User{ID: domain.NewID(), Email: email, Name: email, Role: domain.RoleCustomer, EmailVerified: true, CreatedAt: fixedNow}
	require.NoError(t, f.store.CreateUser(context.Background(), u))
	return u
}

func (f *companyFixture) join(t *testing.T, u domain.User, role domain.CompanyRole, limit *int64) {
	t.Helper()
	ctx := context.Background()
	inv, err := NewCompanyInvitations(f.store, testLetters, fixedClock()).Invite(ctx, f.admin, u.Email, role, limit)
	require.NoError(t, err)
	c, err := f.store.CompanyByInvitation(ctx, inv.TokenHash)
	require.NoError(t, err)
	_, err = f.store.UpdateCompany(ctx, c.ID, func(c *domain.CompanyAccount) error {
		_, err := c.Join(inv.TokenHash, u, fixedNow)
		return err
	})
	require.NoError(t, err)
}

// signedIn is u as sign-in gives it: with their membership.
func (f *companyFixture) signedIn(t *testing.T, u domain.User) domain.User {
	t.Helper()
	c, err := f.store.CompanyOfUser(context.Background(), u.ID)
	require.NoError(t, err)
	m, _ := c.Member(u.ID)
	u.Membership = &domain.Membership{Company: c, Member: m}
	return u
}

func (f *companyFixture) order(t *testing.T, qty int64) domain.Booking {
	t.Helper()
	b, err := NewPlaceBooking(f.store, f.store, ports.NoMetrics{}, testLimits, Tax{}, testLetters, fixedClock()).Handle(
		context.Background(), f.signedIn(t, f.buyer), domain.BookingInput{ProductID: f.product.ID, Quantity: qty, Address: "1 Dock Rd", Phone: "555"})
	require.NoError(t, err)
	return b
}

func unsentRecipients(t *testing.T, store ports.OutboxRepository) map[string][]string {
	t.Helper()
	mails, err := store.ClaimMail(context.Background(), fixedNow.Add(time.Hour), time.Minute, 100)
	require.NoError(t, err)
	out := map[string][]string{}
	for _, m := range mails {
		out[m.Subject] = append(out[m.Subject], m.To...)
	}
	return out
}

func TestAMembersOrderAboveTheLimitWaitsAndItsApproversAreMailed(t *testing.T) {
	f := newCompanyFixture(t)
	unsentRecipients(t, f.store) // the invitations
	within := f.order(t, 100)
	assert.Equal(t, domain.StatusUnpaid, within.Status)
	assert.Equal(t, domain.BookingCompany{ID: f.company.ID, Name: "Acme"}, within.Company)

	b := f.order(t, 200)
	assert.Equal(t, domain.StatusPendingApproval, b.Status)
	assert.Equal(t, fixedNow.Add(testLimits.ReservationTTL), b.ExpiresAt)
	sent := unsentRecipients(t, f.store)
	request := "Order " + b.Reference() + " by buyer@example.com needs your approval"
	assert.ElementsMatch(t, []string{"boss@acme.test", "approver@acme.test"}, sent[request], "one mail to each approver")
	assert.NotContains(t, sent, "We have your order "+b.Reference(), "no payment request before approval")
}

func TestOnlyAnotherApproverOfTheCompanyDecides(t *testing.T) {
	f := newCompanyFixture(t)
	b := f.order(t, 200)
	decide := NewDecideApproval(f.store, f.store, testLimits, testLetters, func() time.Time { return fixedNow.Add(time.Hour) })
	ctx := context.Background()

	_, err := decide.Approve(ctx, f.buyer, b.ID)
	assert.Equal(t, domain.ErrOwnOrderApproval, err)
	outsider := f.user(t, "outsider@else.test")
	_, err = decide.Approve(ctx, outsider, b.ID)
	assert.Equal(t, domain.CodeNotFound, domain.ErrorCode(err))

	approved, err := decide.Approve(ctx, f.approver, b.ID)
	require.NoError(t, err)
	assert.Equal(t, domain.StatusUnpaid, approved.Status)
	assert.Equal(t, fixedNow.Add(time.Hour+testLimits.ReservationTTL), approved.ExpiresAt, "the reservation starts again at approval")
	_, err = decide.Reject(ctx, f.admin, b.ID, "Too late")
	assert.Equal(t, domain.ErrNotAwaitingApproval, err)
}

func TestAMemberOfACompanyCantJoinOrFoundAnother(t *testing.T) {
	f := newCompanyFixture(t)
	ctx := context.Background()
	unsentRecipients(t, f.store) // the fixture's invitations
	other := f.user(t, "other@else.test")
	_, err := NewFoundCompany(f.store, fixedClock()).Handle(ctx, other, "Else", "", "")
	require.NoError(t, err)
	_, err = NewCompanyInvitations(f.store, testLetters, fixedClock()).Invite(ctx, other, f.buyer.Email, domain.CompanyBuyer, nil)
	require.NoError(t, err)
	mails, err := f.store.ClaimMail(ctx, fixedNow.Add(time.Hour), time.Minute, 10)
	require.NoError(t, err)
	require.Len(t, mails, 1)
	_, raw, ok := strings.Cut(mails[0].Text, "/join?token=")
	require.True(t, ok, mails[0].Text)
	raw, _, _ = strings.Cut(raw, "\n")

	_, err = NewJoinCompany(f.store, fixedClock()).Handle(ctx, f.buyer, raw)
	assert.Equal(t, domain.ErrAlreadyInCompany, err)
	_, err = NewFoundCompany(f.store, fixedClock()).Handle(ctx, f.buyer, "Mine", "", "")
	assert.Equal(t, domain.ErrAlreadyInCompany, err)
	_, err = NewJoinCompany(f.store, fixedClock()).Handle(ctx, other, raw)
	assert.Equal(t, domain.ErrAlreadyInCompany, err, "the inviting company's own admin is a member already")
}
