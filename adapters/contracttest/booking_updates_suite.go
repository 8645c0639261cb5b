package contracttest

import (
	"errors"
	"testing"

	"github.com/palletshop/pallet/domain"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func (sh shop) update(t *testing.T, id string, fn func(*domain.Booking) error) domain.Booking {
	t.Helper()
	b, err := sh.store.UpdateBooking(ctx(t), id, fn)
	require.NoError(t, err)
	return b
}

func (sh shop) get(t *testing.T, id string) domain.Booking {
	t.Helper()
	b, err := sh.store.GetBooking(ctx(t), id)
	require.NoError(t, err)
	return b
}

func markPaid(b *domain.Booking) error {
	_, err := b.MarkPaid("txn_42", "stripe", at(10))
	return err
}

func (s suite) testBookingUpdates(t *testing.T) {
	t.Run("update saves what fn changed", func(t *testing.T) {
		sh := s.newShop(t, 1000)
		b := sh.place(t, 200, at(1))
		updated := sh.update(t, b.ID, func(v *domain.Booking) error {
			assertSameBooking(t, b, *v)
			return markPaid(v)
		})
		want := b
		require.NoError(t, markPaid(&want))
		assertSameBooking(t, want, updated)
		assertSameBooking(t, want, sh.get(t, b.ID))
		assert.Equal(t, int64(800), sh.stock(t), "paying does not touch stock")

		shipped := sh.update(t, b.ID, func(v *domain.Booking) error { return v.Ship("TRK-9", "admin", at(11)) })
		assert.Equal(t, "TRK-9", shipped.TrackingNumber)
		assert.Len(t, sh.get(t, b.ID).History, 3)
		sh.update(t, b.ID, func(v *domain.Booking) error { return v.Deliver("admin", at(12)) })
		assert.Equal(t, domain.StatusDelivered, sh.get(t, b.ID).Status)
		assert.Equal(t, int64(800), sh.stock(t), "shipping and delivery do not touch stock")
	})

	t.Run("an error from fn aborts the update and the restock", func(t *testing.T) {
		sh := s.newShop(t, 1000)
		b := sh.place(t, 200, at(1))
		refuse := errors.New("refused")
		_, err := sh.store.UpdateBooking(ctx(t), b.ID, func(v *domain.Booking) error {
			require.NoError(t, v.Cancel("buyer", at(2)))
			return refuse
		})
		require.True(t, errors.Is(err, refuse), "fn's error is returned, got %v", err)
		assertSameBooking(t, b, sh.get(t, b.ID))
		assert.Equal(t, int64(800), sh.stock(t))
	})

	t.Run("cancelling an unpaid booking puts its quantity back once", func(t *testing.T) {
		sh := s.newShop(t, 1000)
		b := sh.place(t, 200, at(1))
		sh.place(t, 100, at(2))
		cancelled := sh.update(t, b.ID, func(v *domain.Booking) error { return v.Cancel("buyer@example.com", at(3)) })
		assert.Equal(t, domain.StatusCancelled, cancelled.Status)
		assert.Equal(t, int64(900), sh.stock(t))

		sh.update(t, b.ID, func(v *domain.Booking) error {
			v.Address = "2 Dock Road"
			return nil
		})
		assert.Equal(t, int64(900), sh.stock(t), "a later change of a cancelled booking does not restock again")
		_, err := sh.store.UpdateBooking(ctx(t), b.ID, func(v *domain.Booking) error { return v.Cancel("buyer", at(4)) })
		requireCode(t, err, domain.CodeConflict)
		assert.Equal(t, int64(900), sh.stock(t))
	})

	t.Run("a refund keeps the stock while refunding and puts it back when refunded", func(t *testing.T) {
		sh := s.newShop(t, 1000)
		b := sh.place(t, 300, at(1))
		sh.update(t, b.ID, markPaid)
		sh.update(t, b.ID, func(v *domain.Booking) error { return v.BeginRefund("admin", at(11)) })
		assert.Equal(t, int64(700), sh.stock(t), "refunding still holds the stock")
		refunded := sh.update(t, b.ID, func(v *domain.Booking) error { return v.Refund("admin", at(12)) })
		assert.Equal(t, domain.StatusRefunded, refunded.Status)
		assert.Equal(t, int64(1000), sh.stock(t))
		assert.Equal(t, []domain.BookingStatus{domain.StatusUnpaid, domain.StatusPaid, domain.StatusRefunding, domain.StatusRefunded}, statuses(sh.get(t, b.ID).History))
	})

	t.Run("a refund the gateway refused goes back to paid without touching stock", func(t *testing.T) {
		sh := s.newShop(t, 1000)
		b := sh.place(t, 300, at(1))
		sh.update(t, b.ID, markPaid)
		sh.update(t, b.ID, func(v *domain.Booking) error { return v.BeginRefund("admin", at(11)) })
		back := sh.update(t, b.ID, func(v *domain.Booking) error { return v.AbandonRefund("admin", at(12)) })
		assert.Equal(t, domain.StatusPaid, back.Status)
		assert.Equal(t, int64(700), sh.stock(t))
	})

	t.Run("cancelling after the product was deleted still succeeds", func(t *testing.T) {
		sh := s.newShop(t, 1000)
		b := sh.place(t, 200, at(1))
		require.NoError(t, sh.store.DeleteProduct(ctx(t), sh.product.ID))
		cancelled := sh.update(t, b.ID, func(v *domain.Booking) error { return v.Cancel("admin", at(2)) })
		assert.Equal(t, domain.StatusCancelled, cancelled.Status)
		assert.Equal(t, sh.product.Name, sh.get(t, b.ID).ProductName, "the booking keeps its snapshot")
		_, err := sh.store.GetProduct(ctx(t), sh.product.ID)
		requireCode(t, err, domain.CodeNotFound)
	})
}

func statuses(history []domain.StatusChange) []domain.BookingStatus {
	out := make([]domain.BookingStatus, len(history))
	for i, h := range history {
		out[i] = h.Status
	}
	return out
}
