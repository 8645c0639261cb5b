package contracttest

import (
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/palletshop/pallet/domain"
)

const approvalRaceRounds = 10

// testApprovalContention races approvers: an order awaiting approval is
// approved or rejected exactly once, and a rejection gives its stock back once.
func (s suite) testApprovalContention(t *testing.T) {
	s.skipUnlessAtomic(t)
	sh := s.newShop(t, 1000)
	for round := range approvalRaceRounds {
		b := newBooking(sh.product, sh.buyer, 10, at(round))
		b.HoldForApproval()
		require.NoError(t, sh.store.PlaceBooking(ctx(t), b, domain.OrderRules{}))
		var mu sync.Mutex
		wins := map[domain.BookingStatus]int{}
		startTogether(6, func(i int) {
			_, err := sh.store.UpdateBooking(ctx(t), b.ID, func(v *domain.Booking) error {
				if i%2 == 0 {
					return v.Approve("approver", "approver@acme.test", at(100))
				}
				return v.Reject("approver", "approver@acme.test", "No", at(100))
			})
			if err != nil {
				assert.Equal(t, domain.ErrNotAwaitingApproval, err, "the losers see the order decided")
				return
			}
			mu.Lock()
			wins[map[bool]domain.BookingStatus{true: domain.StatusUnpaid, false: domain.StatusRejected}[i%2 == 0]]++
			mu.Unlock()
		})
		assert.Equal(t, 1, wins[domain.StatusUnpaid]+wins[domain.StatusRejected], "one decision wins")
		got, err := sh.store.GetBooking(ctx(t), b.ID)
		require.NoError(t, err)
		assert.Len(t, got.History, 2, "one step in the history")
	}
	assert.Equal(t, int64(1000)-held(t, sh), sh.stock(t), "stock is exactly what the live bookings do not hold")
}

// testJoinContention races two companies inviting the same user: they end
// up in one.
func (s suite) testJoinContention(t *testing.T) {
	s.skipUnlessAtomic(t)
	for range approvalRaceRounds {
		first, second := s.newCompany(t), companyFixture{}
		second.store = first.store
		founder := mustCreateUser(t, first.store, newUser(domain.NewID()+"@b.test", domain.RoleCustomer, at(0)))
		c, err := domain.NewCompanyAccount("Beta", "", "", founder, at(1))
		require.NoError(t, err)
		require.NoError(t, first.store.CreateCompany(ctx(t), c))
		second.company, second.admin = c, founder
		u := mustCreateUser(t, first.store, newUser(domain.NewID()+"@x.test", domain.RoleCustomer, at(0)))
		u.EmailVerified = true
		hashes := make([]string, 2)
		for i, f := range []companyFixture{first, second} {
			_, err := f.store.UpdateCompany(ctx(t), f.company.ID, func(c *domain.CompanyAccount) error {
				inv, _, err := c.Invite(u.Email, domain.CompanyBuyer, nil, f.admin.Email, at(2))
				hashes[i] = inv.TokenHash
				return err
			})
			require.NoError(t, err)
		}
		var mu sync.Mutex
		joined := 0
		startTogether(2, func(i int) {
			f := []companyFixture{first, second}[i]
			_, err := f.store.UpdateCompany(ctx(t), f.company.ID, func(c *domain.CompanyAccount) error {
				_, err := c.Join(hashes[i], u, at(3))
				return err
			})
			if err == nil {
				mu.Lock()
				joined++
				mu.Unlock()
				return
			}
			assert.Equal(t, domain.ErrAlreadyInCompany, err)
		})
		assert.Equal(t, 1, joined, "the user joins one company")
	}
}

// testLastAdminContention races two admins demoting each other: one stays.
func (s suite) testLastAdminContention(t *testing.T) {
	s.skipUnlessAtomic(t)
	for range approvalRaceRounds {
		f := s.newCompany(t)
		other := mustCreateUser(t, f.store, newUser(domain.NewID()+"@acme.test", domain.RoleCustomer, at(0)))
		f.join(t, other, domain.CompanyAdmin, nil)
		role := domain.CompanyBuyer
		startTogether(2, func(i int) {
			id := []string{f.admin.ID, other.ID}[i]
			_, _ = f.store.UpdateCompany(ctx(t), f.company.ID, func(c *domain.CompanyAccount) error {
				_, _, err := c.ChangeMember(id, domain.MemberChange{Role: &role}, at(5))
				return err
			})
		})
		got, err := f.store.GetCompany(ctx(t), f.company.ID)
		require.NoError(t, err)
		admins := 0
		for _, m := range got.Members {
			if m.Role == domain.CompanyAdmin {
				admins++
			}
		}
		assert.Equal(t, 1, admins, "one admin is left")
	}
}
