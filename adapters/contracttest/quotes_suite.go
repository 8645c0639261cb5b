package contracttest

import (
	"errors"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func normQuote(q domain.Quote) domain.Quote {
	q.CreatedAt, q.UpdatedAt = ms(q.CreatedAt), ms(q.UpdatedAt)
	if !q.ValidUntil.IsZero() {
		q.ValidUntil = ms(q.ValidUntil)
	}
	history := make([]domain.QuoteChange, len(q.History))
	for i, h := range q.History {
		h.At = ms(h.At)
		history[i] = h
	}
	q.History = history
	return q
}

func assertSameQuote(t *testing.T, want, got domain.Quote) {
	t.Helper()
	assert.Equal(t, normQuote(want), normQuote(got))
	assertUTC(t, got.CreatedAt, got.UpdatedAt)
	for _, h := range got.History {
		assertUTC(t, h.At)
	}
}

// newQuote asks for 500 pieces of each product through domain.NewQuote.
func newQuote(t *testing.T, buyer domain.User, created time.Time, products ...domain.Product) domain.Quote {
	t.Helper()
	items := make([]domain.QuoteItem, len(products))
	for i := range products {
		items[i] = domain.QuoteItem{ProductID: products[i].ID, Product: &products[i], Quantity: 500}
	}
	q, err := domain.NewQuote(items, "Delivery to the Leeds depot", buyer, created)
	require.NoError(t, err)
	return q
}

// offered answers a copy of q at 90 % of the list price, valid until validUntil.
func offered(t *testing.T, q domain.Quote, validUntil time.Time) domain.Quote {
	t.Helper()
	q.Lines, q.History = slices.Clone(q.Lines), slices.Clone(q.History)
	prices := map[string]int64{}
	for _, l := range q.Lines {
		prices[l.ProductID] = l.ListUnitPriceCents * 9 / 10
	}
	offer := domain.QuoteOffer{Prices: prices, ValidUntil: validUntil}
	require.NoError(t, q.Offer(offer, "admin@pallet.test", q.CreatedAt.Add(time.Minute)))
	return q
}

// answered is offered with a reply, a lead time of days and the first
// line's quantity doubled.
func answered(t *testing.T, q domain.Quote, validUntil time.Time, days int) domain.Quote {
	t.Helper()
	q.Lines, q.History = slices.Clone(q.Lines), slices.Clone(q.History)
	prices := map[string]int64{}
	for _, l := range q.Lines {
		prices[l.ProductID] = l.ListUnitPriceCents * 9 / 10
	}
	first := q.Lines[0]
	offer := domain.QuoteOffer{Prices: prices, ValidUntil: validUntil, Reply: "Yes, we deliver to Leeds on Tuesdays",
		LeadTimeDays: &days, Quantities: map[string]int64{first.ProductID: first.Quantity * 2}}
	require.NoError(t, q.Offer(offer, "admin@pallet.test", q.CreatedAt.Add(time.Minute)))
	return q
}

// newQuoteWithID is newQuote under a given id, to meet one already taken.
func newQuoteWithID(t *testing.T, id string, buyer domain.User, created time.Time, products ...domain.Product) domain.Quote {
	t.Helper()
	q := newQuote(t, buyer, created, products...)
	q.ID = id
	return q
}

func mustCreateQuote(t *testing.T, store ports.Store, q domain.Quote) domain.Quote {
	t.Helper()
	require.NoError(t, store.CreateQuote(ctx(t), q))
	return q
}

func listQuoteIDs(t *testing.T, store ports.Store, f domain.QuoteFilter) []string {
	t.Helper()
	page, err := store.ListQuotes(ctx(t), f)
	require.NoError(t, err)
	ids := make([]string, len(page.Items))
	for i, q := range page.Items {
		ids[i] = q.ID
	}
	return ids
}

func (s suite) testQuotes(t *testing.T) {
	ssd := newProduct("990 PRO", "Samsung", 15999, 5000, at(0))
	ram := newProduct("FURY Beast", "Kingston", 3899, 9000, at(0))
	buyer := newUser("buyer@example.com", domain.RoleCustomer, at(0))
	other := newUser("other@example.com", domain.RoleCustomer, at(0))

	t.Run("create then get returns every field", func(t *testing.T) {
		store := s.newStore(t)
		q := offered(t, newQuote(t, buyer, at(1).Add(123456789*time.Nanosecond), ssd, ram), at(600).Add(time.Microsecond))
		mustCreateQuote(t, store, q)
		got, err := store.GetQuote(ctx(t), q.ID)
		require.NoError(t, err)
		assertSameQuote(t, q, got)
		require.Len(t, got.Lines, 2)
		assert.Equal(t, ssd.SKU, got.Lines[0].SKU)
		assertUTC(t, got.ValidUntil)

		requested := mustCreateQuote(t, store, newQuote(t, buyer, at(2), ssd))
		got, err = store.GetQuote(ctx(t), requested.ID)
		require.NoError(t, err)
		assert.True(t, got.ValidUntil.IsZero(), "a request has no validity yet")
		assertSameQuote(t, requested, got)
	})

	t.Run("an offer's reply, lead time and changed quantity are kept", func(t *testing.T) {
		store := s.newStore(t)
		for _, days := range []int{0, 21} {
			q := answered(t, newQuote(t, buyer, at(1), ssd, ram), at(600), days)
			mustCreateQuote(t, store, q)
			got, err := store.GetQuote(ctx(t), q.ID)
			require.NoError(t, err)
			assertSameQuote(t, q, got)
			require.NotNil(t, got.LeadTimeDays, "a lead time of 0 days is said, not missing")
			assert.Equal(t, days, *got.LeadTimeDays)
			assert.Equal(t, int64(1000), got.Lines[0].OfferedQuantity)
			assert.Zero(t, got.Lines[1].OfferedQuantity, "an unchanged quantity stays unchanged")
		}

		asked := mustCreateQuote(t, store, newQuote(t, buyer, at(2), ssd))
		want := answered(t, asked, at(600), 5)
		updated, err := store.UpdateQuote(ctx(t), asked.ID, func(got *domain.Quote) error {
			*got = answered(t, *got, at(600), 5)
			return nil
		})
		require.NoError(t, err)
		assertSameQuote(t, want, updated)
		got, err := store.GetQuote(ctx(t), asked.ID)
		require.NoError(t, err)
		assertSameQuote(t, want, got)
		assert.Equal(t, "Yes, we deliver to Leeds on Tuesdays", got.Reply)
	})

	t.Run("unknown ids are not found; a taken id conflicts", func(t *testing.T) {
		store := s.newStore(t)
		for _, id := range []string{domain.NewID(), "not-an-id", ""} {
			_, err := store.GetQuote(ctx(t), id)
			requireCode(t, err, domain.CodeNotFound)
			_, err = store.UpdateQuote(ctx(t), id, func(*domain.Quote) error {
				t.Errorf("fn called for missing quote %q", id)
				return nil
			})
			requireCode(t, err, domain.CodeNotFound)
		}
		q := mustCreateQuote(t, store, newQuote(t, buyer, at(1), ssd))
		requireCode(t, store.CreateQuote(ctx(t), q), domain.CodeConflict)
	})

	t.Run("a quote made from the cart takes exactly its products' lines out of the buyer's cart", func(t *testing.T) {
		store := s.newStore(t)
		cable := newProduct("Cat6 cable", "Generic", 199, 9000, at(0))
		for _, p := range []domain.Product{ssd, ram, cable} {
			_, err := store.SetCartLine(ctx(t), buyer.ID, domain.CartLine{ProductID: p.ID, Quantity: 500, AddedAt: at(1)})
			require.NoError(t, err)
		}
		_, err := store.SetCartLine(ctx(t), other.ID, domain.CartLine{ProductID: ssd.ID, Quantity: 100, AddedAt: at(1)})
		require.NoError(t, err)

		q := newQuote(t, buyer, at(2), ssd, ram)
		require.NoError(t, store.CreateQuoteFromCart(ctx(t), q))
		got, err := store.GetQuote(ctx(t), q.ID)
		require.NoError(t, err)
		assertSameQuote(t, q, got)
		cart, err := store.GetCart(ctx(t), buyer.ID)
		require.NoError(t, err)
		require.Len(t, cart.Lines, 1, "the quoted lines left the cart, the other stayed")
		assert.Equal(t, cable.ID, cart.Lines[0].ProductID)
		theirs, err := store.GetCart(ctx(t), other.ID)
		require.NoError(t, err)
		assert.Len(t, theirs.Lines, 1, "another buyer's cart is left alone")

		requireCode(t, store.CreateQuoteFromCart(ctx(t), newQuoteWithID(t, q.ID, buyer, at(3), cable)), domain.CodeConflict)
		cart, err = store.GetCart(ctx(t), buyer.ID)
		require.NoError(t, err)
		assert.Len(t, cart.Lines, 1, "a quote that can't be saved takes nothing from the cart")

		require.NoError(t, store.CreateQuoteFromCart(ctx(t), newQuote(t, buyer, at(4), ssd)), "a product no longer in the cart is fine")
	})

	t.Run("list by user, newest first, paged", func(t *testing.T) {
		store := s.newStore(t)
		ids := sortedIDs(2)
		tieA, tieB := newQuote(t, buyer, at(5), ssd), newQuote(t, buyer, at(5), ssd)
		tieA.ID, tieB.ID = ids[0], ids[1]
		oldest := mustCreateQuote(t, store, newQuote(t, buyer, at(1), ssd))
		mustCreateQuote(t, store, tieB)
		mustCreateQuote(t, store, tieA)
		newest := mustCreateQuote(t, store, newQuote(t, buyer, at(9), ram))
		theirs := mustCreateQuote(t, store, newQuote(t, other, at(7), ram))

		assert.Equal(t, []string{newest.ID, tieA.ID, tieB.ID, oldest.ID},
			listQuoteIDs(t, store, domain.QuoteFilter{UserID: buyer.ID}), "ties are broken by id")
		assert.Equal(t, []string{newest.ID, theirs.ID, tieA.ID, tieB.ID, oldest.ID}, listQuoteIDs(t, store, domain.QuoteFilter{}))

		page, err := store.ListQuotes(ctx(t), domain.QuoteFilter{UserID: buyer.ID, PageRequest: domain.PageRequest{Page: 2, Limit: 3}})
		require.NoError(t, err)
		assert.Equal(t, 4, page.Total)
		require.Len(t, page.Items, 1)
		assert.Equal(t, oldest.ID, page.Items[0].ID)
	})

	t.Run("list by status as shown at Now: an offer past its validity is expired", func(t *testing.T) {
		store := s.newStore(t)
		requested := mustCreateQuote(t, store, newQuote(t, buyer, at(1), ssd))
		shortOffer := mustCreateQuote(t, store, offered(t, newQuote(t, buyer, at(2), ssd), at(60)))
		longOffer := mustCreateQuote(t, store, offered(t, newQuote(t, buyer, at(3), ssd), at(600)))
		declined := newQuote(t, buyer, at(4), ssd)
		require.NoError(t, declined.Decline(buyer.Email, at(5)))
		mustCreateQuote(t, store, declined)
		accepted := offered(t, newQuote(t, other, at(6), ram), at(600))
		require.NoError(t, accepted.Accept(domain.NewID(), other.Email, at(8)))
		mustCreateQuote(t, store, accepted)

		list := func(status domain.QuoteStatus, now time.Time) []string {
			return listQuoteIDs(t, store, domain.QuoteFilter{Status: status, Now: now})
		}
		assert.Equal(t, []string{longOffer.ID, shortOffer.ID}, list(domain.QuoteOffered, at(30)))
		assert.Empty(t, list(domain.QuoteExpired, at(30)))
		assert.Equal(t, []string{longOffer.ID}, list(domain.QuoteOffered, at(60)), "an offer ends at its ValidUntil")
		assert.Equal(t, []string{shortOffer.ID}, list(domain.QuoteExpired, at(60)))
		assert.Equal(t, []string{longOffer.ID, shortOffer.ID}, list(domain.QuoteExpired, at(601)))
		assert.Equal(t, []string{requested.ID}, list(domain.QuoteRequested, at(601)))
		assert.Equal(t, []string{declined.ID}, list(domain.QuoteDeclined, at(30)))
		assert.Equal(t, []string{accepted.ID}, list(domain.QuoteAccepted, at(601)), "an accepted offer never expires")
		assert.Equal(t, []string{shortOffer.ID}, listQuoteIDs(t, store,
			domain.QuoteFilter{UserID: buyer.ID, Status: domain.QuoteExpired, Now: at(61)}))

		page, err := store.ListQuotes(ctx(t), domain.QuoteFilter{Status: domain.QuoteExpired, Now: at(601), PageRequest: domain.PageRequest{Page: 1, Limit: 1}})
		require.NoError(t, err)
		assert.Equal(t, 2, page.Total, "the total counts by the status shown")
	})

	t.Run("update saves what fn changed", func(t *testing.T) {
		store := s.newStore(t)
		q := mustCreateQuote(t, store, newQuote(t, buyer, at(1), ssd, ram))
		want := offered(t, q, at(600))
		updated, err := store.UpdateQuote(ctx(t), q.ID, func(got *domain.Quote) error {
			assertSameQuote(t, q, *got)
			*got = offered(t, *got, at(600))
			return nil
		})
		require.NoError(t, err)
		assertSameQuote(t, want, updated)
		got, err := store.GetQuote(ctx(t), q.ID)
		require.NoError(t, err)
		assertSameQuote(t, want, got)
	})

	t.Run("an error from fn aborts the update", func(t *testing.T) {
		store := s.newStore(t)
		q := mustCreateQuote(t, store, newQuote(t, buyer, at(1), ssd))
		refuse := domain.Errorf(domain.CodeConflict, "no")
		_, err := store.UpdateQuote(ctx(t), q.ID, func(got *domain.Quote) error {
			got.Note, got.Status = "changed", domain.QuoteDeclined
			return refuse
		})
		require.True(t, errors.Is(err, refuse), "fn's error is returned, got %v", err)
		got, err := store.GetQuote(ctx(t), q.ID)
		require.NoError(t, err)
		assertSameQuote(t, q, got)
	})

	t.Run("an offer accepted by many at once is accepted once", func(t *testing.T) {
		s.skipUnlessAtomic(t)
		store := s.newStore(t)
		q := mustCreateQuote(t, store, offered(t, newQuote(t, buyer, at(1), ssd), at(600)))
		var mu sync.Mutex
		var winners []string
		startTogether(20, func(int) {
			bookingID := domain.NewID()
			_, err := store.UpdateQuote(ctx(t), q.ID, func(got *domain.Quote) error {
				return got.Accept(bookingID, buyer.Email, at(10))
			})
			if err == nil {
				mu.Lock()
				winners = append(winners, bookingID)
				mu.Unlock()
			}
		})
		require.Len(t, winners, 1)
		got, err := store.GetQuote(ctx(t), q.ID)
		require.NoError(t, err)
		assert.Equal(t, winners[0], got.BookingID)
		assert.Len(t, got.History, 3, "requested, offered, accepted once")
	})

	t.Run("an order keeps the quote it came from", func(t *testing.T) {
		store := s.newStore(t)
		p := mustCreateProduct(t, store, newProduct("990 PRO", "Samsung", 15999, 5000, at(0)))
		b := newBooking(p, buyer, 500, at(1))
		b.QuoteID = domain.NewID()
		require.NoError(t, store.PlaceBooking(ctx(t), b, domain.OrderRules{}))

		got, err := store.GetBooking(ctx(t), b.ID)
		require.NoError(t, err)
		assert.Equal(t, b.QuoteID, got.QuoteID)
		page, err := store.ListBookings(ctx(t), domain.BookingFilter{UserID: buyer.ID})
		require.NoError(t, err)
		require.Len(t, page.Items, 1)
		assert.Equal(t, b.QuoteID, page.Items[0].QuoteID)
		updated, err := store.UpdateBooking(ctx(t), b.ID, func(got *domain.Booking) error { return got.Cancel(buyer.Email, at(2)) })
		require.NoError(t, err)
		assert.Equal(t, b.QuoteID, updated.QuoteID)
	})
}
