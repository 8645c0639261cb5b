package app

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/palletshop/pallet/adapters/memory"
	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

func newRemoveUser(store *memory.Store) *RemoveUser {
	cancel := NewCancelBooking(store, store, &fakeGateway{}, ports.NoMetrics{}, testLetters, fixedClock())
	return NewRemoveUser(store, store, store, store, cancel, fixedClock())
}

func TestRemovingAUserCancelsTheirUnpaidBookings(t *testing.T) {
	f := newOrderFixture(t)
	ctx := context.Background()
	unpaid1, unpaid2, paid := f.placeBooking(t, 100), f.placeBooking(t, 200), f.placeBooking(t, 300)
	_, err := f.store.UpdateBooking(ctx, paid.ID, func(b *domain.Booking) error {
		_, err := b.MarkPaid("txn_1", b.UserEmail, fixedNow)
		return err
	})
	require.NoError(t, err)
	require.Equal(t, int64(400), f.stock(t))
	admin := mustStoreUser(t, f.store, "admin@example.com", domain.RoleAdmin, "")
	remove := newRemoveUser(f.store)

	require.NoError(t, remove.Handle(ctx, admin, f.buyer.ID))

	assert.Equal(t, int64(700), f.stock(t), "the unpaid bookings' stock is back")
	for _, id := range []string{unpaid1.ID, unpaid2.ID} {
		b, err := f.store.GetBooking(ctx, id)
		require.NoError(t, err)
		assert.Equal(t, domain.StatusCancelled, b.Status)
		last := b.History[len(b.History)-1]
		assert.Equal(t, domain.StatusChange{Status: domain.StatusCancelled, At: fixedNow, By: "admin@example.com"}, last, "admins see who; customers see staff")
	}
	kept, err := f.store.GetBooking(ctx, paid.ID)
	require.NoError(t, err)
	assert.Equal(t, domain.StatusPaid, kept.Status, "paid orders are left for staff to refund or ship")
	_, err = f.store.GetUser(ctx, f.buyer.ID)
	assert.Equal(t, domain.CodeNotFound, domain.ErrorCode(err))
}

func TestRemovingAnUnknownUserCancelsNothing(t *testing.T) {
	f := newOrderFixture(t)
	f.placeBooking(t, 100)
	admin := mustStoreUser(t, f.store, "admin@example.com", domain.RoleAdmin, "")
	err := newRemoveUser(f.store).Handle(context.Background(), admin, domain.NewID())
	assert.Equal(t, domain.CodeNotFound, domain.ErrorCode(err))
	assert.Equal(t, int64(900), f.stock(t))
}
