package app

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/palletshop/pallet/domain"
)

func TestAnAcceptedOfferBecomesAnOrderAtTheOfferedPrices(t *testing.T) {
	f := newQuoteFixture(t)
	q := f.request(t, f.buyer)
	f.offer(t, q.ID)
	f.clock = f.clock.Add(time.Hour)

	b, err := f.accept(f.buyer, q.ID)
	require.NoError(t, err)
	assert.Equal(t, int64(600*2000+200*3500), b.TotalPriceCents)
	assert.Equal(t, q.ID, b.QuoteID)
	assert.Equal(t, domain.PaymentCard, b.PaymentMethod)
	assert.Equal(t, f.clock.Add(48*time.Hour), b.ExpiresAt, "it holds its stock like any unpaid order")
	assert.Equal(t, int64(400), f.stockOf(t, f.product.ID))
	assert.Equal(t, int64(100), f.stockOf(t, f.other.ID))
	assert.Equal(t, 1, f.metrics.placed)

	stored := f.stored(t, q.ID)
	assert.Equal(t, domain.QuoteAccepted, stored.Status)
	assert.Equal(t, b.ID, stored.BookingID)
	booking, err := f.store.GetBooking(context.Background(), b.ID)
	require.NoError(t, err)
	assert.Equal(t, q.ID, booking.QuoteID)
}

func TestAcceptingAnExpiredOfferReservesNothing(t *testing.T) {
	f := newQuoteFixture(t)
	q := f.request(t, f.buyer)
	f.offer(t, q.ID)
	f.clock = f.clock.Add(7 * 24 * time.Hour)

	_, err := f.accept(f.buyer, q.ID)
	assert.Equal(t, domain.CodeConflict, domain.ErrorCode(err))
	assert.Equal(t, "This offer has expired; please ask for a new quote", err.(*domain.Error).Message)
	f.assertNothingOrdered(t)
	assert.Equal(t, domain.QuoteOffered, f.stored(t, q.ID).Status)
}

func TestAnOfferThatExpiresWhileOrderingGivesItsStockBack(t *testing.T) {
	f := newQuoteFixture(t)
	q := f.request(t, f.buyer)
	f.offer(t, q.ID)
	f.bookings = racedOnPlacing{Store: f.store, race: func(context.Context) error {
		f.clock = f.clock.Add(8 * 24 * time.Hour)
		return nil
	}}

	_, err := f.accept(f.buyer, q.ID)
	assert.Equal(t, "This offer has expired; please ask for a new quote", err.(*domain.Error).Message)
	assert.Equal(t, int64(1000), f.stockOf(t, f.product.ID), "the order placed for it is cancelled")
	assert.Equal(t, int64(300), f.stockOf(t, f.other.ID))
	list, err := f.store.ListBookings(context.Background(), domain.BookingFilter{UserID: f.buyer.ID})
	require.NoError(t, err)
	require.Equal(t, 1, list.Total)
	assert.Equal(t, domain.StatusCancelled, list.Items[0].Status)
	assert.Equal(t, domain.QuoteOffered, f.stored(t, q.ID).Status)
}

func TestASecondAcceptIsRefused(t *testing.T) {
	f := newQuoteFixture(t)
	q := f.request(t, f.buyer)
	f.offer(t, q.ID)
	first, err := f.accept(f.buyer, q.ID)
	require.NoError(t, err)

	_, err = f.accept(f.buyer, q.ID)
	assert.Equal(t, "Only offered quotes can be accepted", err.(*domain.Error).Message)
	assert.Equal(t, int64(400), f.stockOf(t, f.product.ID), "only the first order holds stock")
	assert.Equal(t, first.ID, f.stored(t, q.ID).BookingID)
}

func TestAnAcceptThatLosesTheRaceGivesItsStockBack(t *testing.T) {
	f := newQuoteFixture(t)
	q := f.request(t, f.buyer)
	f.offer(t, q.ID)
	for _, id := range []string{f.product.ID, f.other.ID} {
		_, err := f.store.UpdateProduct(context.Background(), id, func(p *domain.Product) error {
			p.Stock = 2000 // enough for both orders: only the quote decides
			return nil
		})
		require.NoError(t, err)
	}
	var winner domain.Booking
	f.bookings = racedOnPlacing{Store: f.store, race: func(context.Context) error {
		f.bookings = f.store // the racing accept places normally
		var err error
		winner, err = f.accept(f.buyer, q.ID)
		return err
	}}

	_, err := f.accept(f.buyer, q.ID)
	assert.Equal(t, "Only offered quotes can be accepted", err.(*domain.Error).Message)
	assert.Equal(t, int64(1400), f.stockOf(t, f.product.ID), "only the winner's order holds stock")
	assert.Equal(t, int64(1800), f.stockOf(t, f.other.ID))
	assert.Equal(t, winner.ID, f.stored(t, q.ID).BookingID)
}

func TestAcceptingAnOfferShortOfStockReservesNothing(t *testing.T) {
	f := newQuoteFixture(t)
	q := f.request(t, f.buyer)
	f.offer(t, q.ID)
	_, err := f.store.UpdateProduct(context.Background(), f.other.ID, func(p *domain.Product) error {
		p.Stock = 150
		return nil
	})
	require.NoError(t, err)

	_, err = f.accept(f.buyer, q.ID)
	assert.Equal(t, map[string]string{domain.LineField(f.other.ID): "Only 150 pieces in stock"}, fieldsOf(t, err))
	assert.Equal(t, int64(1000), f.stockOf(t, f.product.ID))
	assert.Equal(t, domain.QuoteOffered, f.stored(t, q.ID).Status, "the buyer may accept once stock is back")
}

func TestAcceptingCountsAsAnOpenOrder(t *testing.T) {
	f := newQuoteFixture(t)
	f.limits.MaxOpenOrders = 1
	f.placeBooking(t, 100)
	q := f.request(t, f.buyer)
	f.offer(t, q.ID)

	_, err := f.accept(f.buyer, q.ID)
	assert.Equal(t, "Pay or cancel an open order first", err.(*domain.Error).Message)
	assert.Equal(t, int64(900), f.stockOf(t, f.product.ID))
}

func TestOnlyTheBuyerAcceptsOrDeclines(t *testing.T) {
	f := newQuoteFixture(t)
	q := f.request(t, f.buyer)
	f.offer(t, q.ID)
	for _, stranger := range []domain.User{f.otherBuyer(t), f.admin} {
		_, err := f.accept(stranger, q.ID)
		assert.Equal(t, "Quote not found", err.(*domain.Error).Message)
		_, err = f.decline(stranger, q.ID)
		assert.Equal(t, "Quote not found", err.(*domain.Error).Message)
	}
	assert.Equal(t, domain.QuoteOffered, f.stored(t, q.ID).Status)
	assert.Equal(t, int64(1000), f.stockOf(t, f.product.ID))
}

func TestDecliningAnOffer(t *testing.T) {
	f := newQuoteFixture(t)
	q := f.request(t, f.buyer)
	f.offer(t, q.ID)
	declined, err := f.decline(f.buyer, q.ID)
	require.NoError(t, err)
	assert.Equal(t, domain.QuoteDeclined, declined.Status)

	_, err = f.accept(f.buyer, q.ID)
	assert.Equal(t, "Only offered quotes can be accepted", err.(*domain.Error).Message)
	f.assertNothingOrdered(t)
}

func TestRequestQuoteChecksTheProducts(t *testing.T) {
	f := newQuoteFixture(t)
	_, err := NewRequestQuote(f.quotes, f.store, f.now).Handle(context.Background(), f.buyer,
		[]QuoteRequestLine{{ProductID: f.product.ID, Quantity: 50}, {ProductID: "gone", Quantity: 500}}, "")
	assert.Equal(t, map[string]string{domain.LineField(f.product.ID): "Minimum order is 100 pieces",
		domain.LineField("gone"): domain.ProductUnavailableMessage}, fieldsOf(t, err))
	list, err := f.store.ListQuotes(context.Background(), domain.QuoteFilter{})
	require.NoError(t, err)
	assert.Zero(t, list.Total)
}

func TestQuoteQueriesShowCustomersTheirOwn(t *testing.T) {
	f := newQuoteFixture(t)
	other := f.otherBuyer(t)
	mine := f.request(t, f.buyer)
	theirs := f.request(t, other)
	f.offer(t, theirs.ID)
	queries := NewQuoteQueries(f.quotes, f.now)
	ctx := context.Background()

	list, err := queries.Visible(ctx, f.buyer, "", domain.PageRequest{})
	require.NoError(t, err)
	assert.Equal(t, []string{mine.ID}, quoteIDs(list.Items))
	list, err = queries.Visible(ctx, f.admin, "", domain.PageRequest{})
	require.NoError(t, err)
	assert.ElementsMatch(t, []string{mine.ID, theirs.ID}, quoteIDs(list.Items), "admins see every quote")
	list, err = queries.Visible(ctx, f.admin, domain.QuoteOffered, domain.PageRequest{})
	require.NoError(t, err)
	assert.Equal(t, []string{theirs.ID}, quoteIDs(list.Items))
	f.clock = f.clock.Add(30 * 24 * time.Hour)
	list, err = queries.Visible(ctx, f.admin, domain.QuoteExpired, domain.PageRequest{})
	require.NoError(t, err)
	assert.Equal(t, []string{theirs.ID}, quoteIDs(list.Items), "the status is the one shown now")

	_, err = queries.Get(ctx, f.buyer, theirs.ID)
	assert.Equal(t, domain.CodeNotFound, domain.ErrorCode(err))
	got, err := queries.Get(ctx, f.admin, mine.ID)
	require.NoError(t, err)
	assert.Equal(t, mine.ID, got.ID)
}

func quoteIDs(quotes []domain.Quote) []string {
	ids := make([]string, len(quotes))
	for i, q := range quotes {
		ids[i] = q.ID
	}
	return ids
}

func (f *quoteFixture) assertNothingOrdered(t *testing.T) {
	t.Helper()
	assert.Equal(t, int64(1000), f.stockOf(t, f.product.ID))
	assert.Equal(t, int64(300), f.stockOf(t, f.other.ID))
	list, err := f.store.ListBookings(context.Background(), domain.BookingFilter{UserID: f.buyer.ID})
	require.NoError(t, err)
	assert.Zero(t, list.Total)
}

func TestAnAcceptedOfferOrdersTheOfferedQuantities(t *testing.T) {
	f := newQuoteFixture(t)
	q := f.request(t, f.buyer)
	days := 10
	_, err := NewOfferQuote(f.quotes, f.store, f.now).Handle(context.Background(), f.admin, q.ID, domain.QuoteOffer{
		Prices:     map[string]int64{f.product.ID: 2000, f.other.ID: 3500},
		Quantities: map[string]int64{f.product.ID: 500}, Reply: "500 is a full pallet", LeadTimeDays: &days,
		ValidUntil: f.clock.Add(24 * time.Hour)})
	require.NoError(t, err)
	stored := f.stored(t, q.ID)
	assert.Equal(t, "500 is a full pallet", stored.Reply)
	assert.Equal(t, 10, *stored.LeadTimeDays)

	b, err := f.accept(f.buyer, q.ID)
	require.NoError(t, err)
	assert.Equal(t, int64(500*2000+200*3500), b.TotalPriceCents)
	assert.Equal(t, int64(500), f.stockOf(t, f.product.ID))
}

func TestAnOfferedQuantityBelowTheMinimumOrderIsRefused(t *testing.T) {
	f := newQuoteFixture(t)
	q := f.request(t, f.buyer)
	_, err := NewOfferQuote(f.quotes, f.store, f.now).Handle(context.Background(), f.admin, q.ID, domain.QuoteOffer{
		Prices:     map[string]int64{f.product.ID: 2000, f.other.ID: 3500},
		Quantities: map[string]int64{f.other.ID: f.other.MinOrderQuantity - 1}, ValidUntil: f.clock.Add(24 * time.Hour)})
	require.Error(t, err)
	assert.Contains(t, err.(*domain.Error).Fields, domain.LineField(f.other.ID))
}
