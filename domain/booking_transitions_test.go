package domain

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// bookingIn builds a booking already in status, as a store would hand it back.
func conflictMessage(t *testing.T, err error) string {
	t.Helper()
	require.Error(t, err)
	e, ok := err.(*Error)
	require.True(t, ok, "want a domain error, got %v", err)
	assert.Equal(t, CodeConflict, e.Code)
	return e.Message
}

func TestExpireEndsAnUnpaidBookingOnceItsReservationRunsOut(t *testing.T) {
	b := bookingIn(t, StatusUnpaid)
	b.ExpiresAt = now.Add(48 * time.Hour)

	assert.Equal(t, "This order's reservation has not run out", conflictMessage(t, b.Expire(SystemActor, now.Add(47*time.Hour))))
	require.NoError(t, b.Expire(SystemActor, b.ExpiresAt))
	assert.Equal(t, StatusExpired, b.Status)
	assert.False(t, b.Status.HoldsStock(), "an expired booking gives its stock back")
	assert.Equal(t, StatusChange{Status: StatusExpired, At: b.ExpiresAt, By: "system"}, b.History[len(b.History)-1])
	assert.Equal(t, "This order's reservation ran out; please place the order again", conflictMessage(t, b.CheckPayable()))
}

func TestExpireLeavesEverythingButDueUnpaidBookingsAlone(t *testing.T) {
	never := bookingIn(t, StatusUnpaid)
	assert.Equal(t, "This order's reservation has not run out", conflictMessage(t, never.Expire(SystemActor, now.Add(1000*time.Hour))),
		"a zero ExpiresAt never expires")
	for _, status := range []BookingStatus{StatusPaid, StatusShipped, StatusCancelled, StatusRefunding, StatusExpired} {
		b := bookingIn(t, status)
		b.ExpiresAt = now
		assert.Equal(t, "Only unpaid orders can expire", conflictMessage(t, b.Expire(SystemActor, now.Add(time.Hour))), status)
		assert.Equal(t, status, b.Status)
	}
}

func TestRefundGoesThroughRefundingWhichHoldsStockAndCantShip(t *testing.T) {
	b := bookingIn(t, StatusPaid)
	require.NoError(t, b.BeginRefund("admin", now))
	assert.Equal(t, StatusRefunding, b.Status)
	assert.True(t, b.Status.HoldsStock(), "the stock stays reserved until the gateway has refunded")
	assert.True(t, b.Paid(), "the money is still with the shop")
	changed, err := b.MarkPaid(b.TransactionID, "webhook", now)
	require.NoError(t, err)
	assert.False(t, changed, "a replayed payment during the refund changes nothing")
	assert.Equal(t, "Only paid orders can be shipped", conflictMessage(t, b.Ship("1Z", "admin", now)))
	assert.Equal(t, "This order's refund is already under way", conflictMessage(t, b.BeginRefund("admin", now)))

	require.NoError(t, b.Refund("admin", now))
	assert.Equal(t, StatusRefunded, b.Status)
	assert.False(t, b.Status.HoldsStock())
	assert.False(t, b.Paid())
	assert.Equal(t, []BookingStatus{StatusUnpaid, StatusPaid, StatusRefunding, StatusRefunded}, historyStatuses(b))
}

func TestRefundingAShippedOrderIsRefused(t *testing.T) {
	for _, status := range []BookingStatus{StatusShipped, StatusDelivered, StatusUnpaid, StatusCancelled, StatusRefunded, StatusExpired} {
		b := bookingIn(t, status)
		assert.Equal(t, "Only paid orders that have not shipped can be refunded", conflictMessage(t, b.BeginRefund("admin", now)), status)
		assert.Equal(t, status, b.Status)
	}
}

func TestRefundNeedsARefundUnderWay(t *testing.T) {
	b := bookingIn(t, StatusPaid)
	assert.Equal(t, "This order has no refund under way", conflictMessage(t, b.Refund("admin", now)), "paid straight to refunded skips the guard")
	assert.Equal(t, "This order has no refund under way", conflictMessage(t, b.AbandonRefund("admin", now)))
	assert.Equal(t, StatusPaid, b.Status)
}

func TestAbandonRefundPutsTheBookingBackToPaid(t *testing.T) {
	b := bookingIn(t, StatusPaid)
	require.NoError(t, b.BeginRefund("admin", now))
	require.NoError(t, b.AbandonRefund("admin", now.Add(time.Second)))
	assert.Equal(t, StatusPaid, b.Status)
	assert.Equal(t, StatusChange{Status: StatusPaid, At: now.Add(time.Second), By: "admin"}, b.History[len(b.History)-1])
	require.NoError(t, b.Ship("1Z", "admin", now), "a booking whose refund failed can ship again")
}

func historyStatuses(b Booking) []BookingStatus {
	out := make([]BookingStatus, len(b.History))
	for i, h := range b.History {
		out[i] = h.Status
	}
	return out
}
