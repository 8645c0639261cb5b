package app

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

var testLimits = BookingLimits{ReservationTTL: 48 * time.Hour, MaxOpenOrders: 20}

func (f *orderFixture) placeWith(limits BookingLimits) (domain.Booking, error) {
	return NewPlaceBooking(f.store, f.store, ports.NoMetrics{}, NewCatalogueVersion(), limits, fixedClock()).Handle(context.Background(), f.buyer,
		domain.BookingInput{ProductID: f.product.ID, Quantity: 100, Address: "1 Dock Rd", Phone: "555"})
}

func TestPlaceBookingReservesStockUntilTheTTLRunsOut(t *testing.T) {
	f := newOrderFixture(t)
	b := f.placeBooking(t, 100)
	assert.Equal(t, fixedNow.Add(48*time.Hour), b.ExpiresAt)
	stored, err := f.store.GetBooking(context.Background(), b.ID)
	require.NoError(t, err)
	assert.Equal(t, b.ExpiresAt, stored.ExpiresAt)
}

func TestOpenOrderCapRefusesTheNextUnpaidOrder(t *testing.T) {
	f := newOrderFixture(t)
	limits := BookingLimits{ReservationTTL: time.Hour, MaxOpenOrders: 2}
	first, err := f.placeWith(limits)
	require.NoError(t, err)
	_, err = f.placeWith(limits)
	require.NoError(t, err)

	_, err = f.placeWith(limits)
	require.Error(t, err)
	assert.Equal(t, domain.CodeConflict, domain.ErrorCode(err))
	assert.Equal(t, "Pay or cancel an open order first", err.(*domain.Error).Message)
	assert.Equal(t, int64(800), f.stock(t), "the refused order took no stock")

	_, err = f.store.UpdateBooking(context.Background(), first.ID, func(b *domain.Booking) error {
		_, err := b.MarkPaid("pi_1", "buyer", fixedNow)
		return err
	})
	require.NoError(t, err)
	_, err = f.placeWith(limits)
	assert.NoError(t, err, "a paid order no longer counts as open")
}
