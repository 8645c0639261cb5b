package contracttest

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// companyFixture is a store with a company founded by admin.
type companyFixture struct {
	store   ports.Store
	admin   domain.User
	company domain.CompanyAccount
}

func (s suite) newCompany(t *testing.T) companyFixture {
	store := s.newStore(t)
	admin := mustCreateUser(t, store, newUser("boss@acme.test", domain.RoleCustomer, at(0)))
	c, err := domain.NewCompanyAccount("Acme Ltd", "GB123", "1 Acme Way", admin, at(1))
	require.NoError(t, err)
	require.NoError(t, store.CreateCompany(ctx(t), c))
	return companyFixture{store: store, admin: admin, company: c}
}

// join adds u to the company through an invitation, as accepting does.
func (f companyFixture) join(t *testing.T, u domain.User, role domain.CompanyRole, limit *int64) domain.CompanyAccount {
	t.Helper()
	var hash string
	_, err := f.store.UpdateCompany(ctx(t), f.company.ID, func(c *domain.CompanyAccount) error {
		inv, _, err := c.Invite(u.Email, role, limit, f.admin.Email, at(2))
		hash = inv.TokenHash
		return err
	})
	require.NoError(t, err)
	u.EmailVerified = true
	c, err := f.store.UpdateCompany(ctx(t), f.company.ID, func(c *domain.CompanyAccount) error {
		_, err := c.Join(hash, u, at(3))
		return err
	})
	require.NoError(t, err)
	return c
}

func cents(v int64) *int64 { return &v }

func (s suite) testCompanies(t *testing.T) {
	t.Run("a created company reads back with its admin, by id and by member", func(t *testing.T) {
		f := s.newCompany(t)
		got, err := f.store.GetCompany(ctx(t), f.company.ID)
		require.NoError(t, err)
		assert.Equal(t, "Acme Ltd", got.Name)
		assert.Equal(t, "GB123", got.VATID)
		assert.Equal(t, at(1), got.CreatedAt)
		require.Len(t, got.Members, 1)
		assert.Equal(t, domain.CompanyMember{UserID: f.admin.ID, Email: f.admin.Email, Name: f.admin.Name,
			Role: domain.CompanyAdmin, JoinedAt: at(1)}, got.Members[0])
		mine, err := f.store.CompanyOfUser(ctx(t), f.admin.ID)
		require.NoError(t, err)
		assert.Equal(t, f.company.ID, mine.ID)
		_, err = f.store.CompanyOfUser(ctx(t), domain.NewID())
		assert.Equal(t, domain.CodeNotFound, domain.ErrorCode(err))
		_, err = f.store.GetCompany(ctx(t), domain.NewID())
		assert.Equal(t, domain.CodeNotFound, domain.ErrorCode(err))
	})
	t.Run("a user is in one company at most", func(t *testing.T) {
		f := s.newCompany(t)
		other, err := domain.NewCompanyAccount("Other", "", "", f.admin, at(5))
		require.NoError(t, err)
		assert.Equal(t, domain.ErrAlreadyInCompany, f.store.CreateCompany(ctx(t), other))
		buyer := mustCreateUser(t, f.store, newUser("buyer@acme.test", domain.RoleCustomer, at(0)))
		f.join(t, buyer, domain.CompanyBuyer, cents(5000))
		second := mustCreateUser(t, f.store, newUser("second@else.test", domain.RoleCustomer, at(0)))
		elsewhere, err := domain.NewCompanyAccount("Elsewhere", "", "", second, at(6))
		require.NoError(t, err)
		require.NoError(t, f.store.CreateCompany(ctx(t), elsewhere))
		_, err = f.store.UpdateCompany(ctx(t), elsewhere.ID, func(c *domain.CompanyAccount) error {
			c.Members = append(c.Members, domain.CompanyMember{UserID: buyer.ID, Email: buyer.Email, Role: domain.CompanyBuyer, JoinedAt: at(7)})
			return nil
		})
		assert.Equal(t, domain.ErrAlreadyInCompany, err, "joining a second company is refused")
		got, err := f.store.GetCompany(ctx(t), elsewhere.ID)
		require.NoError(t, err)
		assert.Len(t, got.Members, 1, "and writes nothing")
	})
	t.Run("members, limits and invitations are kept in order", func(t *testing.T) {
		f := s.newCompany(t)
		buyer := mustCreateUser(t, f.store, newUser("buyer@acme.test", domain.RoleCustomer, at(0)))
		c := f.join(t, buyer, domain.CompanyBuyer, cents(5000))
		require.Len(t, c.Members, 2)
		assert.Equal(t, buyer.ID, c.Members[1].UserID)
		assert.Equal(t, cents(5000), c.Members[1].SpendingLimitCents)
		assert.Nil(t, c.Members[0].SpendingLimitCents)
		assert.Empty(t, c.Invitations, "a used invitation is gone")

		var hash string
		_, err := f.store.UpdateCompany(ctx(t), f.company.ID, func(c *domain.CompanyAccount) error {
			inv, _, err := c.Invite("later@acme.test", domain.CompanyApprover, nil, f.admin.Email, at(4))
			hash = inv.TokenHash
			return err
		})
		require.NoError(t, err)
		byInvite, err := f.store.CompanyByInvitation(ctx(t), hash)
		require.NoError(t, err)
		require.Len(t, byInvite.Invitations, 1)
		inv := byInvite.Invitations[0]
		assert.Equal(t, "later@acme.test", inv.Email)
		assert.Equal(t, domain.CompanyApprover, inv.Role)
		assert.Equal(t, at(4).Add(domain.CompanyInvitationTTL), inv.ExpiresAt)
		_, err = f.store.CompanyByInvitation(ctx(t), domain.HashToken("unknown"))
		assert.Equal(t, domain.CodeNotFound, domain.ErrorCode(err))
	})
	t.Run("the last admin can't be demoted or removed, and a failed change writes nothing", func(t *testing.T) {
		f := s.newCompany(t)
		buyer := mustCreateUser(t, f.store, newUser("buyer@acme.test", domain.RoleCustomer, at(0)))
		f.join(t, buyer, domain.CompanyBuyer, nil)
		role := domain.CompanyBuyer
		_, err := f.store.UpdateCompany(ctx(t), f.company.ID, func(c *domain.CompanyAccount) error {
			_, _, err := c.ChangeMember(f.admin.ID, domain.MemberChange{Role: &role}, at(5))
			return err
		})
		assert.Equal(t, domain.ErrCompanyNeedsAdmin, err)
		_, err = f.store.UpdateCompany(ctx(t), f.company.ID, func(c *domain.CompanyAccount) error {
			_, err := c.RemoveMember(f.admin.ID, at(5))
			return err
		})
		assert.Equal(t, domain.ErrCompanyNeedsAdmin, err)
		got, err := f.store.GetCompany(ctx(t), f.company.ID)
		require.NoError(t, err)
		assert.Equal(t, domain.CompanyAdmin, got.Members[0].Role)
		removed, err := f.store.UpdateCompany(ctx(t), f.company.ID, func(c *domain.CompanyAccount) error {
			_, err := c.RemoveMember(buyer.ID, at(6))
			return err
		})
		require.NoError(t, err)
		assert.Len(t, removed.Members, 1)
		_, err = f.store.CompanyOfUser(ctx(t), buyer.ID)
		assert.Equal(t, domain.CodeNotFound, domain.ErrorCode(err), "a removed member is in no company")
	})
	t.Run("companies are found by name, VAT id or a member's email", func(t *testing.T) {
		f := s.newCompany(t)
		for q, want := range map[string]int{"acme": 1, "gb12": 1, "boss@": 1, "nothing": 0, "": 1} {
			page, err := f.store.ListCompanies(ctx(t), domain.CompanyFilter{Query: q})
			require.NoError(t, err)
			assert.Equal(t, want, page.Total, "query %q", q)
			if want > 0 {
				assert.Len(t, page.Items[0].Members, 1, "listed with its members")
			}
		}
	})
	t.Run("contract prices are replaced whole and read per product", func(t *testing.T) {
		f := s.newCompany(t)
		a := mustCreateProduct(t, f.store, newProduct("SSD", "Acme", 9000, 10, at(0)))
		b := mustCreateProduct(t, f.store, newProduct("HDD", "Acme", 5000, 10, at(0)))
		require.NoError(t, f.store.ReplaceContractPrices(ctx(t), f.company.ID, []domain.ContractPrice{
			{ProductID: a.ID, SKU: a.SKU, UnitPriceCents: 8000}, {ProductID: b.ID, SKU: b.SKU, UnitPriceCents: 4500}}))
		require.NoError(t, f.store.ReplaceContractPrices(ctx(t), f.company.ID, []domain.ContractPrice{
			{ProductID: a.ID, SKU: a.SKU, UnitPriceCents: 7500}}))
		list, err := f.store.ContractPrices(ctx(t), f.company.ID)
		require.NoError(t, err)
		assert.Equal(t, []domain.ContractPrice{{ProductID: a.ID, SKU: a.SKU, UnitPriceCents: 7500}}, list)
		got, err := f.store.ContractPricesFor(ctx(t), f.company.ID, []string{a.ID, b.ID})
		require.NoError(t, err)
		assert.Equal(t, map[string]int64{a.ID: 7500}, got)
		err = f.store.ReplaceContractPrices(ctx(t), domain.NewID(), nil)
		assert.Equal(t, domain.CodeNotFound, domain.ErrorCode(err))
	})
	t.Run("a member's booking keeps its company and is listed by company", func(t *testing.T) {
		f := s.newCompany(t)
		p := mustCreateProduct(t, f.store, newProduct("SSD", "Acme", 9000, 10, at(0)))
		b := newBooking(p, f.admin, 2, at(2))
		b.Company = domain.BookingCompany{ID: f.company.ID, Name: f.company.Name}
		b.HoldForApproval()
		require.NoError(t, f.store.PlaceBooking(ctx(t), b, domain.OrderRules{}))
		other := newBooking(p, f.admin, 1, at(3))
		require.NoError(t, f.store.PlaceBooking(ctx(t), other, domain.OrderRules{}))
		page, err := f.store.ListBookings(ctx(t), domain.BookingFilter{CompanyID: f.company.ID})
		require.NoError(t, err)
		require.Equal(t, 1, page.Total)
		assert.Equal(t, b.Company, page.Items[0].Company)
		assert.Equal(t, domain.StatusPendingApproval, page.Items[0].Status)
		rejected, err := f.store.UpdateBooking(ctx(t), b.ID, func(b *domain.Booking) error {
			return b.Reject("approver-id", "approver@acme.test", "Too dear", at(4))
		})
		require.NoError(t, err)
		assert.Equal(t, "Too dear", rejected.RejectionReason)
		got, err := f.store.GetProduct(ctx(t), p.ID)
		require.NoError(t, err)
		assert.Equal(t, int64(9), got.Stock, "a rejected order gives its stock back")
	})
}
