package app

import (
	"bytes"
	"context"
	"log/slog"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

func succeededEvent(b domain.Booking) ports.PaymentEvent {
	return ports.PaymentEvent{ID: "evt_late", Type: "payment_intent.succeeded", Intent: succeededIntent(b)}
}

func (f *orderFixture) closedBooking(t *testing.T, status domain.BookingStatus) domain.Booking {
	t.Helper()
	b := f.placeBooking(t, 100)
	b, err := f.store.UpdateBooking(context.Background(), b.ID, func(b *domain.Booking) error {
		b.Status = status
		b.History = append(b.History, domain.StatusChange{Status: status, At: fixedNow, By: f.buyer.Email})
		return nil
	})
	require.NoError(t, err)
	require.Equal(t, int64(1000), f.stock(t), "closing the booking gave its stock back")
	return b
}

func TestLatePaymentOnAClosedBookingIsRefunded(t *testing.T) {
	for _, status := range []domain.BookingStatus{domain.StatusCancelled, domain.StatusExpired} {
		t.Run(string(status), func(t *testing.T) {
			f := newOrderFixture(t)
			b := f.closedBooking(t, status)
			gw := &fakeGateway{}
			h := NewHandlePaymentEvent(f.store, f.store, gw, ports.NoMetrics{}, Letters{}, fixedClock(), quietLog())

			require.NoError(t, h.Handle(context.Background(), succeededEvent(b)))

			assert.Equal(t, []string{"pi_123"}, gw.refunded)
			got := f.booking(t, b.ID)
			assert.Equal(t, domain.StatusRefunded, got.Status)
			assert.Equal(t, "pi_123", got.TransactionID)
			assert.Equal(t, []domain.StatusChange{
				{Status: domain.StatusUnpaid, At: fixedNow, By: f.buyer.Email},
				{Status: status, At: fixedNow, By: f.buyer.Email},
				{Status: domain.StatusRefunded, At: fixedNow, By: "payment-gateway"},
			}, got.History)
			assert.Equal(t, int64(1000), f.stock(t), "the stock came back once, when the booking closed")
		})
	}
}

func TestLatePaymentReplayRefundsOnce(t *testing.T) {
	f := newOrderFixture(t)
	b := f.closedBooking(t, domain.StatusCancelled)
	gw := &fakeGateway{}
	var warnings bytes.Buffer
	log := slog.New(slog.NewTextHandler(&warnings, &slog.HandlerOptions{Level: slog.LevelWarn}))
	h := NewHandlePaymentEvent(f.store, f.store, gw, ports.NoMetrics{}, Letters{}, fixedClock(), log)

	require.NoError(t, h.Handle(context.Background(), succeededEvent(b)))
	require.NoError(t, h.Handle(context.Background(), succeededEvent(b)))

	assert.Equal(t, []string{"pi_123"}, gw.refunded)
	assert.Empty(t, warnings.String(), "a replay is expected, not a case for a person")
	got := f.booking(t, b.ID)
	assert.Equal(t, domain.StatusRefunded, got.Status)
	assert.Len(t, got.History, 3)
	assert.Equal(t, int64(1000), f.stock(t))
}

func TestLatePaymentRefundFailureAsksForRedelivery(t *testing.T) {
	f := newOrderFixture(t)
	b := f.closedBooking(t, domain.StatusCancelled)
	gw := &fakeGateway{refundErr: errGatewayDown}
	h := NewHandlePaymentEvent(f.store, f.store, gw, ports.NoMetrics{}, Letters{}, fixedClock(), quietLog())

	err := h.Handle(context.Background(), succeededEvent(b))
	assert.Equal(t, domain.CodeUnavailable, domain.ErrorCode(err))
	assert.Equal(t, domain.StatusCancelled, f.booking(t, b.ID).Status)

	gw.refundErr = nil
	require.NoError(t, h.Handle(context.Background(), succeededEvent(b)), "the redelivery")
	assert.Equal(t, domain.StatusRefunded, f.booking(t, b.ID).Status)
}

func TestMismatchedLatePaymentIsLeftForAPerson(t *testing.T) {
	f := newOrderFixture(t)
	b := f.closedBooking(t, domain.StatusCancelled)
	gw := &fakeGateway{}
	h := NewHandlePaymentEvent(f.store, f.store, gw, ports.NoMetrics{}, Letters{}, fixedClock(), quietLog())
	ev := succeededEvent(b)
	ev.Intent.AmountCents--

	require.NoError(t, h.Handle(context.Background(), ev))
	assert.Empty(t, gw.refunded)
	assert.Equal(t, domain.StatusCancelled, f.booking(t, b.ID).Status)
}
