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
	return NewPlaceBooking(f.store, f.store, ports.NoMetrics{}, limits, Tax{}, Letters{}, fixedClock()).Handle(context.Background(), f.buyer,
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

func TestPlaceBookingAnswersAStoreShortageAsTheOneProductFormAlwaysHas(t *testing.T) {
	var f *orderFixture
	place := func(race func(context.Context) error) error {
		bookings := racedOnPlacing{Store: f.store, race: race}
		_, err := NewPlaceBooking(f.store, bookings, ports.NoMetrics{}, testLimits, Tax{}, Letters{}, fixedClock()).Handle(context.Background(), f.buyer,
			domain.BookingInput{ProductID: f.product.ID, Quantity: 100, Address: "1 Dock Rd", Phone: "555"})
		return err
	}

	f = newOrderFixture(t)
	err := place(sellDownTo(f.store, f.product.ID, 60))
	assert.Equal(t, domain.OutOfStock(60), err, "409 under quantity, as before")

	f = newOrderFixture(t)
	err = place(func(ctx context.Context) error { return f.store.DeleteProduct(ctx, f.product.ID) })
	assert.Equal(t, domain.InvalidField("productId", "This product is no longer available"), err)
}
