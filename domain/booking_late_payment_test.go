package domain

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func bookingIn(t *testing.T, status BookingStatus) Booking {
	t.Helper()
	b, err := NewBooking(BookingInput{Quantity: 100, Address: "a", Phone: "1"}, testProduct(), buyer, now)
	require.NoError(t, err)
	if status != StatusUnpaid {
		b.moveTo(status, "someone", now)
	}
	return b
}

func TestRefundLatePaymentOfACancelledOrExpiredBooking(t *testing.T) {
	later := now.Add(time.Hour)
	for _, status := range []BookingStatus{StatusCancelled, StatusExpired} {
		t.Run(string(status), func(t *testing.T) {
			b := bookingIn(t, status)
			require.NoError(t, b.RefundLatePayment("pi_late", "payment-gateway", later))

			assert.Equal(t, StatusRefunded, b.Status)
			assert.Equal(t, "pi_late", b.TransactionID)
			assert.Equal(t, later, b.UpdatedAt)
			assert.Equal(t, StatusChange{Status: StatusRefunded, At: later, By: "payment-gateway"}, b.History[len(b.History)-1])
			assert.False(t, b.Paid())
			assert.True(t, b.PaymentRefunded("pi_late"))
		})
	}
}

func TestRefundLatePaymentTwiceIsANoOp(t *testing.T) {
	b := bookingIn(t, StatusCancelled)
	require.NoError(t, b.RefundLatePayment("pi_late", "payment-gateway", now))
	before := len(b.History)

	require.NoError(t, b.RefundLatePayment("pi_late", "payment-gateway", now.Add(time.Minute)))
	assert.Len(t, b.History, before, "a replay adds no history")
	assert.Equal(t, now, b.UpdatedAt)
}

func TestRefundLatePaymentRefusesBookingsThatTookNoLatePayment(t *testing.T) {
	for _, status := range []BookingStatus{StatusUnpaid, StatusPaid, StatusShipped, StatusDelivered, StatusRefunded} {
		t.Run(string(status), func(t *testing.T) {
			b := bookingIn(t, status)
			b.TransactionID = "pi_first"
			err := b.RefundLatePayment("pi_other", "payment-gateway", now)

			var e *Error
			require.ErrorAs(t, err, &e)
			assert.Equal(t, CodeConflict, e.Code)
			assert.Equal(t, "Only a cancelled or expired order can have a late payment refunded", e.Message)
			assert.Equal(t, status, b.Status)
			assert.Equal(t, "pi_first", b.TransactionID)
		})
	}
}

func TestPaymentRefunded(t *testing.T) {
	refunded := bookingIn(t, StatusRefunded)
	refunded.TransactionID = "pi_1"
	assert.True(t, refunded.PaymentRefunded("pi_1"))
	assert.False(t, refunded.PaymentRefunded("pi_2"), "another payment")
	assert.False(t, refunded.PaymentRefunded(""), "no payment at all")

	paid := bookingIn(t, StatusPaid)
	paid.TransactionID = "pi_1"
	assert.False(t, paid.PaymentRefunded("pi_1"), "paid, not refunded")
}
