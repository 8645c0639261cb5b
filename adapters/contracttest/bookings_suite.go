package contracttest

import (
	"errors"
	"testing"
	"time"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// shop is a store with one product and one customer, ready for bookings.
type shop struct {
	store   ports.Store
	product domain.Product
	buyer   domain.User
}

func (s suite) newShop(t *testing.T, stock int64) shop {
	store := s.newStore(t)
	p := mustCreateProduct(t, store, newProduct("SSD 1TB", "Samsung", 6999, stock, at(0)))
	u := mustCreateUser(t, store, newUser("buyer@example.com", domain.RoleCustomer, at(0)))
	return shop{store: store, product: p, buyer: u}
}

func (sh shop) stock(t *testing.T) int64 {
	t.Helper()
	p, err := sh.store.GetProduct(ctx(t), sh.product.ID)
	require.NoError(t, err)
	return p.Stock
}

func (sh shop) place(t *testing.T, quantity int64, created time.Time) domain.Booking {
	t.Helper()
	b := newBooking(sh.product, sh.buyer, quantity, created)
	require.NoError(t, sh.store.PlaceBooking(ctx(t), b, domain.OrderRules{}))
	return b
}

func (s suite) testBookings(t *testing.T) {
	t.Run("place takes stock and keeps every field", func(t *testing.T) {
		sh := s.newShop(t, 500)
		b := newBooking(sh.product, sh.buyer, 120, at(1).Add(456789*time.Microsecond))
		b.TransactionID, b.PaymentIntentID, b.TrackingNumber = "txn_1", "pi_1", "TRK-1"
		b.ExpiresAt = at(48 * 60).Add(2500 * time.Microsecond)
		b.History = append(b.History, domain.StatusChange{Status: domain.StatusPaid, At: at(2).Add(1500 * time.Microsecond), By: "system"})
		b.Status, b.PaidAt = domain.StatusPaid, at(2).Add(1500*time.Microsecond)
		require.NoError(t, sh.store.PlaceBooking(ctx(t), b, domain.OrderRules{}))
		assert.Equal(t, int64(380), sh.stock(t))

		got, err := sh.store.GetBooking(ctx(t), b.ID)
		require.NoError(t, err)
		assertSameBooking(t, b, got)
	})

	t.Run("the store keeps its own copy of the history", func(t *testing.T) {
		sh := s.newShop(t, 500)
		b := newBooking(sh.product, sh.buyer, 100, at(1))
		want := normBooking(b)
		require.NoError(t, sh.store.PlaceBooking(ctx(t), b, domain.OrderRules{}))
		b.History[0].By = "mutated after place"

		got, err := sh.store.GetBooking(ctx(t), b.ID)
		require.NoError(t, err)
		got.History[0].By = "mutated after get"
		got, err = sh.store.GetBooking(ctx(t), b.ID)
		require.NoError(t, err)
		assertSameBooking(t, want, got)
	})

	t.Run("place may take the last piece", func(t *testing.T) {
		sh := s.newShop(t, 150)
		sh.place(t, 150, at(1))
		assert.Equal(t, int64(0), sh.stock(t))
	})

	t.Run("out of stock writes nothing", func(t *testing.T) {
		sh := s.newShop(t, 100)
		b := newBooking(sh.product, sh.buyer, 150, at(1))
		err := sh.store.PlaceBooking(ctx(t), b, domain.OrderRules{})
		var short *domain.StockShortage
		require.True(t, errors.As(err, &short), "want a stock shortage, got %v", err)
		assert.Equal(t, &domain.StockShortage{Stock: map[string]int64{sh.product.ID: 100}}, short)

		assert.Equal(t, int64(100), sh.stock(t))
		_, err = sh.store.GetBooking(ctx(t), b.ID)
		requireCode(t, err, domain.CodeNotFound)
	})

	t.Run("unknown product is a shortage naming it and writes nothing", func(t *testing.T) {
		sh := s.newShop(t, 100)
		gone := newProduct("Gone", "Nobody", 100, 100, at(0))
		b := newBooking(gone, sh.buyer, 100, at(1))
		err := sh.store.PlaceBooking(ctx(t), b, domain.OrderRules{})
		var short *domain.StockShortage
		require.True(t, errors.As(err, &short), "want a stock shortage, got %v", err)
		assert.Equal(t, []string{gone.ID}, short.Missing)
		assert.Empty(t, short.Stock)
		_, err = sh.store.GetBooking(ctx(t), b.ID)
		requireCode(t, err, domain.CodeNotFound)
		assert.Equal(t, int64(100), sh.stock(t))
	})

	t.Run("unknown and malformed booking ids are not found", func(t *testing.T) {
		store := s.newStore(t)
		for _, id := range []string{domain.NewID(), "not-an-id", ""} {
			_, err := store.GetBooking(ctx(t), id)
			requireCode(t, err, domain.CodeNotFound)
			_, err = store.UpdateBooking(ctx(t), id, func(*domain.Booking) error {
				t.Errorf("fn called for missing booking %q", id)
				return nil
			})
			requireCode(t, err, domain.CodeNotFound)
		}
	})

	t.Run("list filters by user and status, newest first, paged", s.testListBookings)
	t.Run("has paid booking", s.testHasPaidBooking)
}

func (s suite) testListBookings(t *testing.T) {
	sh := s.newShop(t, 10000)
	other := mustCreateUser(t, sh.store, newUser("other@example.com", domain.RoleCustomer, at(0)))
	mine1 := sh.place(t, 100, at(1))
	theirs := newBooking(sh.product, other, 100, at(2))
	require.NoError(t, sh.store.PlaceBooking(ctx(t), theirs, domain.OrderRules{}))
	mine3 := newBooking(sh.product, sh.buyer, 100, at(3))
	mine3.Status = domain.StatusPaid
	require.NoError(t, sh.store.PlaceBooking(ctx(t), mine3, domain.OrderRules{}))
	mine4 := sh.place(t, 100, at(4))

	list := func(f domain.BookingFilter) domain.Page[domain.Booking] {
		page, err := sh.store.ListBookings(ctx(t), f)
		require.NoError(t, err)
		require.NotNil(t, page.Items)
		return page
	}
	ids := func(bs ...domain.Booking) []string { return bookingIDs(bs) }
	assert.Equal(t, ids(mine4, mine3, theirs, mine1), bookingIDs(list(domain.BookingFilter{}).Items))
	assert.Equal(t, ids(mine4, mine3, mine1), bookingIDs(list(domain.BookingFilter{UserID: sh.buyer.ID}).Items))
	assert.Equal(t, ids(mine4, theirs, mine1), bookingIDs(list(domain.BookingFilter{Status: domain.StatusUnpaid}).Items))
	assert.Equal(t, ids(mine4, mine1), bookingIDs(list(domain.BookingFilter{UserID: sh.buyer.ID, Status: domain.StatusUnpaid}).Items))
	assert.Empty(t, list(domain.BookingFilter{UserID: other.ID, Status: domain.StatusPaid}).Items)

	mine := domain.BookingFilter{UserID: sh.buyer.ID, PageRequest: domain.PageRequest{Page: 2, Limit: 2}}
	page := list(mine)
	assert.Equal(t, ids(mine1), bookingIDs(page.Items))
	assert.Equal(t, 3, page.Total)
	assert.Equal(t, 2, page.Page)
	assert.Equal(t, 2, page.Limit)
	assertSameBooking(t, mine1, page.Items[0])

	mine.Page = 3
	page = list(mine)
	assert.Empty(t, page.Items)
	assert.Equal(t, 3, page.Total)
}

func (s suite) testHasPaidBooking(t *testing.T) {
	sh := s.newShop(t, 100000)
	has, err := sh.store.HasPaidBooking(ctx(t), sh.buyer.ID)
	require.NoError(t, err)
	assert.False(t, has, "no bookings at all")

	want := map[domain.BookingStatus]bool{
		domain.StatusUnpaid: false, domain.StatusPaid: true, domain.StatusShipped: true,
		domain.StatusDelivered: true, domain.StatusCancelled: false, domain.StatusRefunded: false,
		domain.StatusExpired: false, domain.StatusRefunding: true,
	}
	for status, paid := range want {
		u := mustCreateUser(t, sh.store, newUser(string(status)+"@example.com", domain.RoleCustomer, at(0)))
		b := newBooking(sh.product, u, 100, at(1))
		require.NoError(t, sh.store.PlaceBooking(ctx(t), b, domain.OrderRules{}))
		_, err := sh.store.UpdateBooking(ctx(t), b.ID, func(b *domain.Booking) error {
			b.Status = status
			return nil
		})
		require.NoError(t, err)
		has, err := sh.store.HasPaidBooking(ctx(t), u.ID)
		require.NoError(t, err)
		assert.Equal(t, paid, has, "status %s", status)
	}
}
