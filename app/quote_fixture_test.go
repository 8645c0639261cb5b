package app

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// quoteFixture is a cart fixture with an admin, a clock tests can move,
// and every quote use case wired to its memory store.
type quoteFixture struct {
	*cartFixture
	admin  domain.User
	clock  time.Time
	quotes ports.QuoteRepository
}

func newQuoteFixture(t *testing.T) *quoteFixture {
	t.Helper()
	f := &quoteFixture{cartFixture: newCartFixture(t), clock: fixedNow,
		admin: domain.User{ID: domain.NewID(), Email: "ops@pallet.example", Role: domain.RoleAdmin}}
	f.quotes = f.store
	return f
}

func (f *quoteFixture) now() time.Time { return f.clock }

// request asks for 600 of the product and 200 of the other.
func (f *quoteFixture) request(t *testing.T, buyer domain.User) domain.Quote {
	t.Helper()
	q, err := NewRequestQuote(f.quotes, f.store, f.now).Handle(context.Background(), buyer,
		[]QuoteRequestLine{{ProductID: f.product.ID, Quantity: 600}, {ProductID: f.other.ID, Quantity: 200}}, "Yearly volume")
	require.NoError(t, err)
	return q
}

// offer prices the product at 20.00 and the other at 35.00 for a week.
func (f *quoteFixture) offer(t *testing.T, id string) domain.Quote {
	t.Helper()
	q, err := NewOfferQuote(f.quotes, f.store, f.now).Handle(context.Background(), f.admin, id, domain.QuoteOffer{
		Prices: map[string]int64{f.product.ID: 2000, f.other.ID: 3500}, ValidUntil: f.clock.Add(7 * 24 * time.Hour)})
	require.NoError(t, err)
	return q
}

func (f *quoteFixture) accept(buyer domain.User, id string) (domain.Booking, error) {
	return NewAcceptQuote(f.quotes, f.store, f.bookings, f.metrics, f.limits, f.tax, f.letters, quietLog(), f.now).
		Handle(context.Background(), buyer, id, dockDetails)
}

func (f *quoteFixture) decline(buyer domain.User, id string) (domain.Quote, error) {
	return NewDeclineQuote(f.quotes, f.now).Handle(context.Background(), buyer, id)
}

func (f *quoteFixture) stored(t *testing.T, id string) domain.Quote {
	t.Helper()
	q, err := f.store.GetQuote(context.Background(), id)
	require.NoError(t, err)
	return q
}

func (f *quoteFixture) otherBuyer(t *testing.T) domain.User {
	t.Helper()
	u := domain.User{ID: domain.NewID(), Email: "other@example.com", Name: "Other", Role: domain.RoleCustomer, CreatedAt: fixedNow}
	require.NoError(t, f.store.CreateUser(context.Background(), u))
	return u
}
