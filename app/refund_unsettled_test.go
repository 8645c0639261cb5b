package app

import (
	"context"
	"errors"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/palletshop/pallet/domain"
)

// scriptedGateway answers the gateway's refunds from answers, in turn
// (nil once they run out), safely from several goroutines.
type scriptedGateway struct {
	fakeGateway
	mu      sync.Mutex
	keys    []string
	answers []error
	during  func() // runs at the gateway, unlocked, before it answers
}

func (g *scriptedGateway) Refund(_ context.Context, _ string, _ int64, key string) error {
	g.mu.Lock()
	g.keys = append(g.keys, key)
	var answer error
	if len(g.answers) > 0 {
		answer, g.answers = g.answers[0], g.answers[1:]
	}
	g.mu.Unlock()
	if g.during != nil {
		g.during()
	}
	return answer
}

func (g *scriptedGateway) calls() []string {
	g.mu.Lock()
	defer g.mu.Unlock()
	return append([]string(nil), g.keys...)
}

func TestARefundTheGatewayDidNotAnswerStaysAndItsRetryRefundsOnceWithTheSameKey(t *testing.T) {
	for name, gatewayErr := range map[string]error{
		"unavailable": domain.ErrPaymentUnavailable,
		"unknown":     errors.New("stripe: refund: unexpected EOF"),
	} {
		t.Run(name, func(t *testing.T) {
			f := newOrderFixture(t)
			b := f.paidBooking(t)
			gw := &scriptedGateway{answers: []error{gatewayErr}}
			h := NewRefundBooking(f.store, gw, Letters{}, fixedClock(), quietLog())
			in := domain.RefundInput{AmountCents: 300, Reason: "Scratched"}

			_, _, err := h.Refund(context.Background(), refundAdmin, b.ID, in)
			assert.Equal(t, domain.ErrPaymentUnavailable, err, "the admin is told to try again")
			kept, err := f.store.GetBooking(context.Background(), b.ID)
			require.NoError(t, err)
			require.Len(t, kept.Refunds, 1, "the refund is kept: the money may have gone back")
			assert.Equal(t, domain.RefundUnsettled, kept.Refunds[0].Status)
			assert.Equal(t, b.TotalPriceCents-300, kept.RefundableCents(), "its amount stays spoken for")

			got, r, err := h.Refund(context.Background(), refundAdmin, b.ID, in)
			require.NoError(t, err)
			assert.Equal(t, kept.Refunds[0].ID, r.ID, "the retry completes the same refund")
			assert.Equal(t, []string{r.ID, r.ID}, gw.calls(), "with the same idempotency key")
			require.Len(t, got.Refunds, 1)
			assert.Equal(t, domain.RefundDone, got.Refunds[0].Status)
			assert.Equal(t, int64(300), got.RefundedCents())
		})
	}
}

func TestTheWholeOrderRefundRetriesAnUnsettledRefundFirst(t *testing.T) {
	f := newOrderFixture(t)
	b := f.paidBooking(t)
	gw := &scriptedGateway{answers: []error{domain.ErrPaymentUnavailable}}
	h := NewRefundBooking(f.store, gw, Letters{}, fixedClock(), quietLog())

	_, err := h.Handle(context.Background(), refundAdmin, b.ID)
	require.Equal(t, domain.ErrPaymentUnavailable, err)
	got, err := h.Handle(context.Background(), refundAdmin, b.ID)
	require.NoError(t, err)
	require.Len(t, got.Refunds, 1)
	assert.Equal(t, []string{got.Refunds[0].ID, got.Refunds[0].ID}, gw.calls())
	assert.Equal(t, domain.StatusRefunded, got.Status)
}

func TestARefusedRefundIsDroppedButAnUnansweredOneIsNot(t *testing.T) {
	for name, gatewayErr := range map[string]error{
		"payment failed": domain.Errorf(domain.CodePaymentFailed, "The card issuer refused the refund"),
		"conflict":       domain.Errorf(domain.CodeConflict, "This payment was already refunded"),
	} {
		t.Run(name, func(t *testing.T) {
			f := newOrderFixture(t)
			b := f.paidBooking(t)
			_, _, err := NewRefundBooking(f.store, &scriptedGateway{answers: []error{gatewayErr}}, Letters{}, fixedClock(), quietLog()).
				Refund(context.Background(), refundAdmin, b.ID, domain.RefundInput{AmountCents: 300, Reason: "Scratched"})
			assert.Equal(t, gatewayErr, err)
			got, err := f.store.GetBooking(context.Background(), b.ID)
			require.NoError(t, err)
			assert.Empty(t, got.Refunds)
		})
	}
}

func (f *orderFixture) refundReturn(gw *scriptedGateway) *RefundReturn {
	refunder := NewRefundBooking(f.store, gw, Letters{}, fixedClock(), quietLog())
	return NewRefundReturn(f.store, f.store, refunder, Letters{}, fixedClock())
}

func TestAReturnsRefundTheGatewayDidNotAnswerIsRetriedByRefundingTheReturnAgain(t *testing.T) {
	f := newOrderFixture(t)
	br := f.receivedReturn(t)
	gw := &scriptedGateway{answers: []error{domain.ErrPaymentUnavailable}}

	_, err := f.refundReturn(gw).Handle(context.Background(), refundAdmin, br.Return.ID)
	require.Equal(t, domain.ErrPaymentUnavailable, err)
	got, err := f.refundReturn(gw).Handle(context.Background(), refundAdmin, br.Return.ID)
	require.NoError(t, err)
	assert.Equal(t, domain.ReturnRefunded, got.Return.Status)
	assert.Equal(t, []string{got.Return.RefundID, got.Return.RefundID}, gw.calls())
	require.Len(t, got.Booking.Refunds, 1)
	assert.Equal(t, domain.RefundDone, got.Booking.Refunds[0].Status)
}

func TestAReturnRefundedTwiceAtOnceGoesToTheGatewayOnce(t *testing.T) {
	t.Run("the second asks while the first is at the gateway", func(t *testing.T) {
		f := newOrderFixture(t)
		br := f.receivedReturn(t)
		gw := &scriptedGateway{answers: []error{domain.ErrPaymentUnavailable}}
		var second error
		gw.during = func() {
			gw.during = nil
			_, second = f.refundReturn(gw).Handle(context.Background(), refundAdmin, br.Return.ID)
		}
		_, first := f.refundReturn(gw).Handle(context.Background(), refundAdmin, br.Return.ID)
		assert.Equal(t, domain.ErrPaymentUnavailable, first)
		assert.Equal(t, domain.ErrRefundUnderWay, second, "the second is told the refund is under way")
		b, err := f.store.GetBooking(context.Background(), br.Booking.ID)
		require.NoError(t, err)
		require.Len(t, b.Refunds, 1, "the second caller leaves the first one's refund alone")
		assert.Equal(t, domain.RefundUnsettled, b.Refunds[0].Status)
		assert.Len(t, gw.calls(), 1)
	})
	t.Run("in two goroutines", func(t *testing.T) {
		f := newOrderFixture(t)
		br := f.receivedReturn(t)
		gw := &scriptedGateway{}
		var wg sync.WaitGroup
		errs := make([]error, 2)
		for i := range errs {
			wg.Go(func() { _, errs[i] = f.refundReturn(gw).Handle(context.Background(), refundAdmin, br.Return.ID) })
		}
		wg.Wait()
		assert.Len(t, gw.calls(), 1, "the gateway refunds once")
		for _, err := range errs {
			if err != nil {
				assert.Equal(t, domain.ErrRefundUnderWay, err)
			}
		}
		b, err := f.store.GetBooking(context.Background(), br.Booking.ID)
		require.NoError(t, err)
		require.Len(t, b.Refunds, 1)
		assert.Equal(t, domain.RefundDone, b.Refunds[0].Status)
	})
}
