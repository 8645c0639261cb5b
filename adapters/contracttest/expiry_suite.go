package contracttest

import (
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// placeExpiring places an unpaid booking whose reservation runs out at expires.
func (sh shop) placeExpiring(t *testing.T, quantity int64, expires time.Time) domain.Booking {
	t.Helper()
	b := newBooking(sh.product, sh.buyer, quantity, at(1))
	b.ExpiresAt = expires
	require.NoError(t, sh.store.PlaceBooking(ctx(t), b, domain.OrderRules{}))
	return b
}

func (sh shop) expire(t *testing.T, now time.Time) int {
	t.Helper()
	n, err := sh.store.ExpireBookings(ctx(t), now)
	require.NoError(t, err)
	return n
}

func (s suite) testExpiry(t *testing.T) {
	t.Run("a due unpaid booking expires and returns its stock once", func(t *testing.T) {
		sh := s.newShop(t, 1000)
		b := sh.placeExpiring(t, 200, at(60))
		require.Equal(t, int64(800), sh.stock(t))

		assert.Equal(t, 1, sh.expire(t, at(60)), "due exactly at ExpiresAt")
		got := sh.get(t, b.ID)
		assert.Equal(t, domain.StatusExpired, got.Status)
		assert.Equal(t, domain.StatusChange{Status: domain.StatusExpired, At: at(60), By: "system"}, got.History[len(got.History)-1])
		assert.Equal(t, int64(1000), sh.stock(t))

		assert.Equal(t, 0, sh.expire(t, at(120)), "an expired booking is not expired again")
		assert.Equal(t, int64(1000), sh.stock(t))
	})

	t.Run("a due order awaiting approval expires like an unpaid one", func(t *testing.T) {
		sh := s.newShop(t, 1000)
		b := newBooking(sh.product, sh.buyer, 300, at(1))
		b.ExpiresAt = at(60)
		b.HoldForApproval()
		require.NoError(t, sh.store.PlaceBooking(ctx(t), b, domain.OrderRules{}))
		require.Equal(t, int64(700), sh.stock(t))
		assert.Equal(t, 0, sh.expire(t, at(59)))
		assert.Equal(t, 1, sh.expire(t, at(60)))
		assert.Equal(t, domain.StatusExpired, sh.get(t, b.ID).Status)
		assert.Equal(t, int64(1000), sh.stock(t))
	})

	t.Run("paid, cancelled, not yet due and never-expiring bookings are untouched", func(t *testing.T) {
		sh := s.newShop(t, 10000)
		paid := sh.placeExpiring(t, 100, at(5))
		sh.update(t, paid.ID, markPaid)
		cancelled := sh.placeExpiring(t, 100, at(5))
		sh.update(t, cancelled.ID, func(b *domain.Booking) error { return b.Cancel("buyer", at(6)) })
		later := sh.placeExpiring(t, 100, at(61))
		never := sh.placeExpiring(t, 100, time.Time{})
		stock := sh.stock(t)

		assert.Equal(t, 0, sh.expire(t, at(60)))
		assert.Equal(t, stock, sh.stock(t))
		for b, want := range map[string]domain.BookingStatus{
			paid.ID: domain.StatusPaid, cancelled.ID: domain.StatusCancelled, later.ID: domain.StatusUnpaid, never.ID: domain.StatusUnpaid,
		} {
			assert.Equal(t, want, sh.get(t, b).Status)
		}
	})

	t.Run("an expiry after the product was deleted still succeeds", func(t *testing.T) {
		sh := s.newShop(t, 1000)
		b := sh.placeExpiring(t, 200, at(60))
		require.NoError(t, sh.store.DeleteProduct(ctx(t), sh.product.ID))
		assert.Equal(t, 1, sh.expire(t, at(60)))
		assert.Equal(t, domain.StatusExpired, sh.get(t, b.ID).Status)
	})

	t.Run("two sweeps at once restock each booking exactly once", func(t *testing.T) {
		s.skipUnlessAtomic(t)
		store := s.newStore(t)
		RaceExpiry(t, store, store)
	})
}

const expiryStock = 10000

// RaceExpiry places due bookings through first, then sweeps them from both
// stores at once, as two replicas would, and checks every booking expired
// once and the stock came back once. first and second may be one store, or
// two handles on the same data.
func RaceExpiry(t *testing.T, first, second ports.Store) {
	const bookings, sweeps = 40, 8
	p := mustCreateProduct(t, first, newProduct("RAM 64GB", "Kingston", 12999, expiryStock, at(0)))
	u := mustCreateUser(t, first, newUser("racer@example.com", domain.RoleCustomer, at(0)))
	sh := shop{store: first, product: p, buyer: u}
	for range bookings {
		sh.placeExpiring(t, 100, at(30))
	}
	require.Equal(t, int64(expiryStock-bookings*100), sh.stock(t))

	var expired atomic.Int64
	stores := []ports.Store{first, second}
	startTogether(sweeps, func(i int) {
		n, err := stores[i%2].ExpireBookings(ctx(t), at(31))
		assert.NoError(t, err)
		expired.Add(int64(n))
	})

	assert.Equal(t, int64(bookings), expired.Load(), "each booking is counted by exactly one sweep")
	assert.Equal(t, int64(expiryStock), sh.stock(t), "each quantity came back exactly once")
	page, err := first.ListBookings(ctx(t), domain.BookingFilter{UserID: u.ID, Status: domain.StatusExpired, PageRequest: domain.PageRequest{Limit: domain.MaxPageLimit}})
	require.NoError(t, err)
	assert.Equal(t, bookings, page.Total)
	for _, b := range page.Items {
		assert.Len(t, b.History, 2, "one expiry entry per booking")
	}
}
