package mongodb

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/palletshop/pallet/domain"
)

func TestUnpaidOrdersFromBeforeReservationsGetTheDefaultReservation(t *testing.T) {
	s := newTestStore(t)
	ctx := t.Context()
	placed := time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)
	for _, b := range []domain.Booking{
		{ID: "old-unpaid", Status: domain.StatusUnpaid, CreatedAt: placed},
		{ID: "old-paid", Status: domain.StatusPaid, CreatedAt: placed},
	} {
		_, err := s.bookings.InsertOne(ctx, newBookingDoc(b, 1))
		require.NoError(t, err)
	}

	require.NoError(t, s.backfillReservations(ctx))
	require.NoError(t, s.backfillReservations(ctx), "a restart finds nothing to do")

	unpaid, err := s.GetBooking(ctx, "old-unpaid")
	require.NoError(t, err)
	assert.Equal(t, placed.Add(48*time.Hour), unpaid.ExpiresAt)
	paid, err := s.GetBooking(ctx, "old-paid")
	require.NoError(t, err)
	assert.True(t, paid.ExpiresAt.IsZero(), "only unpaid orders hold a reservation")
}
