package contracttest

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

const auditor = "ops@pallet.test"

// auditShop holds one of everything an admin can change.
type auditShop struct {
	store           ports.Store
	admin, customer domain.User
	product         domain.Product
	booking         domain.Booking
	quote           domain.Quote
	review          domain.Review
	message         domain.ContactMessage
}

func (s suite) newAuditShop(t *testing.T) auditShop {
	store := s.newStore(t)
	a := auditShop{store: store}
	a.admin = mustCreateUser(t, store, newUser("admin@pallet.test", domain.RoleAdmin, at(0)))
	a.customer = mustCreateUser(t, store, newUser("buyer@example.com", domain.RoleCustomer, at(0)))
	a.product = mustCreateProduct(t, store, newProduct("SSD 1TB", "Samsung", 6999, 1000, at(0)))
	a.booking = newBooking(a.product, a.customer, 100, at(1))
	require.NoError(t, store.PlaceBooking(ctx(t), a.booking, domain.OrderRules{}))
	a.quote = newQuote(t, a.customer, at(1), a.product)
	require.NoError(t, store.CreateQuote(ctx(t), a.quote))
	a.review = newReview("dana", 5, at(1))
	require.NoError(t, store.CreateReview(ctx(t), a.review))
	a.message = newMessage("hello", at(1))
	require.NoError(t, store.CreateMessage(ctx(t), a.message))
	return a
}

// trailed is ctx carrying a trail that already holds an entry for action.
func trailed(t *testing.T, action, target string) context.Context {
	c, trail := ports.WithAuditTrail(ctx(t))
	trail.Record(domain.NewAuditEntry(auditor, action, target, map[string]any{"name": "old", "stock": 5}, map[string]any{"name": "new", "stock": 7}, at(50)))
	return c
}

func (a auditShop) entries(t *testing.T, f domain.AuditFilter) []domain.AuditEntry {
	t.Helper()
	page, err := a.store.ListAudit(ctx(t), f)
	require.NoError(t, err)
	assert.Equal(t, len(page.Items), page.Total)
	return page.Items
}

// auditedWrite is one store write an admin action uses.
type auditedWrite struct {
	action string
	target func(a auditShop) string
	write  func(c context.Context, a auditShop) error
}

var auditedWrites = []auditedWrite{
	{domain.AuditUserRole, func(a auditShop) string { return a.customer.ID }, func(c context.Context, a auditShop) error {
		_, err := a.store.SetUserRole(c, a.customer.ID, domain.RoleAdmin, at(2))
		return err
	}},
	{domain.AuditUserRemove, func(a auditShop) string { return a.customer.ID }, func(c context.Context, a auditShop) error {
		return a.store.DeleteUser(c, a.customer.ID)
	}},
	{domain.AuditUserTerms, func(a auditShop) string { return a.customer.ID }, func(c context.Context, a auditShop) error {
		_, err := a.store.UpdateUser(c, a.customer.ID, func(u *domain.User) error { u.Name = "Dana"; return nil })
		return err
	}},
	{domain.AuditProductCreate, func(auditShop) string { return "new" }, func(c context.Context, a auditShop) error {
		return a.store.CreateProduct(c, newProduct("HDD 8TB", "Seagate", 18999, 40, at(2)))
	}},
	{domain.AuditProductEdit, func(a auditShop) string { return a.product.ID }, func(c context.Context, a auditShop) error {
		_, err := a.store.UpdateProduct(c, a.product.ID, func(p *domain.Product) error { p.Stock = 7; return nil })
		return err
	}},
	{domain.AuditProductDelete, func(a auditShop) string { return a.product.ID }, func(c context.Context, a auditShop) error {
		return a.store.DeleteProduct(c, a.product.ID)
	}},
	{domain.AuditProductImport, func(auditShop) string { return "import" }, func(c context.Context, a auditShop) error {
		return a.store.ImportProducts(c, []domain.ProductChange{{After: newProduct("HDD 8TB", "Seagate", 18999, 40, at(2))}})
	}},
	{domain.AuditBookingMarkPaid, func(a auditShop) string { return a.booking.ID }, func(c context.Context, a auditShop) error {
		_, err := a.store.UpdateBooking(c, a.booking.ID, markPaid)
		return err
	}},
	{domain.AuditQuoteOffer, func(a auditShop) string { return a.quote.ID }, func(c context.Context, a auditShop) error {
		_, err := a.store.UpdateQuote(c, a.quote.ID, func(q *domain.Quote) error { q.UpdatedAt = at(3); return nil })
		return err
	}},
	{domain.AuditReviewDelete, func(a auditShop) string { return a.review.ID }, func(c context.Context, a auditShop) error {
		return a.store.DeleteReview(c, a.review.ID)
	}},
	{domain.AuditMessageRead, func(a auditShop) string { return a.message.ID }, func(c context.Context, a auditShop) error {
		_, err := a.store.UpdateMessage(c, a.message.ID, func(m *domain.ContactMessage) error { m.Read = true; return nil })
		return err
	}},
	{domain.AuditMessageDelete, func(a auditShop) string { return a.message.ID }, func(c context.Context, a auditShop) error {
		return a.store.DeleteMessage(c, a.message.ID)
	}},
}

func (s suite) testAudit(t *testing.T) {
	for _, w := range auditedWrites {
		t.Run(w.action+" writes the trail with the change", func(t *testing.T) {
			a := s.newAuditShop(t)
			require.NoError(t, w.write(trailed(t, w.action, w.target(a)), a))
			got := a.entries(t, domain.AuditFilter{})
			require.Len(t, got, 1)
			assert.Equal(t, auditor, got[0].Actor)
			assert.Equal(t, w.action, got[0].Action)
			assert.Equal(t, w.target(a), got[0].Target)
			assert.Equal(t, at(50), got[0].At)
			assertUTC(t, got[0].At)
			assert.Equal(t, map[string]any{"name": "old", "stock": float64(5)}, got[0].Before, "numbers come back as JSON numbers")
			assert.Equal(t, map[string]any{"name": "new", "stock": float64(7)}, got[0].After)
			assert.NotEmpty(t, got[0].ID)
		})
	}
	t.Run("a write without a trail logs nothing", func(t *testing.T) {
		a := s.newAuditShop(t)
		for _, i := range []int{0, 2, 4, 6, 7} {
			require.NoError(t, auditedWrites[i].write(ctx(t), a))
		}
		assert.Empty(t, a.entries(t, domain.AuditFilter{}))
	})
	t.Run("a change that fails logs nothing", func(t *testing.T) { s.testAuditNothingOnFailure(t) })
	t.Run("several entries of one write", func(t *testing.T) {
		a := s.newAuditShop(t)
		c, trail := ports.WithAuditTrail(ctx(t))
		for i, p := range []string{"p1", "p2", "p3"} {
			trail.Record(domain.NewAuditEntry(auditor, domain.AuditProductImport, p, nil, map[string]any{"sku": p}, at(60+i)))
		}
		require.NoError(t, a.store.ImportProducts(c, []domain.ProductChange{{After: newProduct("HDD 8TB", "Seagate", 18999, 40, at(2))}}))
		got := a.entries(t, domain.AuditFilter{})
		require.Len(t, got, 3)
		assert.Equal(t, []string{"p3", "p2", "p1"}, []string{got[0].Target, got[1].Target, got[2].Target})
		assert.Nil(t, got[2].Before, "no before for a created object")
	})
	t.Run("filters by actor and action, newest first, paged", func(t *testing.T) { s.testAuditFilters(t) })
}

func (s suite) testAuditNothingOnFailure(t *testing.T) {
	a := s.newAuditShop(t)
	refuse := errors.New("refused")
	failing := map[string]func(c context.Context) error{
		"update fn fails": func(c context.Context) error {
			_, err := a.store.UpdateProduct(c, a.product.ID, func(p *domain.Product) error { p.Stock = 1; return refuse })
			return err
		},
		"booking fn fails": func(c context.Context) error {
			_, err := a.store.UpdateBooking(c, a.booking.ID, func(b *domain.Booking) error { _ = markPaid(b); return refuse })
			return err
		},
		"last admin stays": func(c context.Context) error {
			_, err := a.store.SetUserRole(c, a.admin.ID, domain.RoleCustomer, at(2))
			return err
		},
		"last admin not removed": func(c context.Context) error { return a.store.DeleteUser(c, a.admin.ID) },
		"missing product":        func(c context.Context) error { return a.store.DeleteProduct(c, domain.NewID()) },
		"missing review":         func(c context.Context) error { return a.store.DeleteReview(c, domain.NewID()) },
		"missing message":        func(c context.Context) error { return a.store.DeleteMessage(c, domain.NewID()) },
		"sku taken": func(c context.Context) error {
			p := newProduct("Copy", "Samsung", 1, 1, at(2))
			p.SKU = a.product.SKU
			return a.store.CreateProduct(c, p)
		},
		"import refused": func(c context.Context) error {
			p := newProduct("Copy", "Samsung", 1, 1, at(2))
			return a.store.ImportProducts(c, []domain.ProductChange{{After: p}, {After: p}})
		},
	}
	for name, write := range failing {
		require.Error(t, write(trailed(t, domain.AuditProductEdit, name)), name)
	}
	assert.Empty(t, a.entries(t, domain.AuditFilter{}))
}

func (s suite) testAuditFilters(t *testing.T) {
	a := s.newAuditShop(t)
	log := func(actor, action string, when time.Time) domain.AuditEntry {
		c, trail := ports.WithAuditTrail(ctx(t))
		e := domain.NewAuditEntry(actor, action, a.product.ID, nil, nil, when)
		trail.Record(e)
		_, err := a.store.UpdateProduct(c, a.product.ID, func(*domain.Product) error { return nil })
		require.NoError(t, err)
		return e
	}
	entryIDs := func(es []domain.AuditEntry) []string {
		ids := []string{}
		for _, e := range es {
			ids = append(ids, e.ID)
		}
		return ids
	}
	first := log("x@pallet.test", domain.AuditProductEdit, at(10))
	third := log("y@pallet.test", domain.AuditProductEdit, at(30))
	second := log("x@pallet.test", domain.AuditProductDelete, at(20))

	assert.Equal(t, []string{third.ID, second.ID, first.ID}, entryIDs(a.entries(t, domain.AuditFilter{})))
	assert.Equal(t, []string{second.ID, first.ID}, entryIDs(a.entries(t, domain.AuditFilter{Actor: "x@pallet.test"})))
	assert.Equal(t, []string{third.ID, first.ID}, entryIDs(a.entries(t, domain.AuditFilter{Action: domain.AuditProductEdit})))
	assert.Equal(t, []string{first.ID}, entryIDs(a.entries(t, domain.AuditFilter{Actor: "x@pallet.test", Action: domain.AuditProductEdit})))
	assert.Empty(t, a.entries(t, domain.AuditFilter{Actor: "nobody@pallet.test"}))

	page, err := a.store.ListAudit(ctx(t), domain.AuditFilter{PageRequest: domain.PageRequest{Page: 2, Limit: 2}})
	require.NoError(t, err)
	assert.Equal(t, 3, page.Total)
	assert.Equal(t, []string{first.ID}, entryIDs(page.Items))
}
