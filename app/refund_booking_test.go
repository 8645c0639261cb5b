package app

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/palletshop/pallet/domain"
)

var refundAdmin = domain.User{ID: domain.NewID(), Email: "admin@example.com", Role: domain.RoleAdmin}

// refundGateway runs onRefund in place of the gateway's refund.
type refundGateway struct {
	fakeGateway
	calls    int
	amounts  []int64
	keys     []string
	onRefund func() error
}

func (g *refundGateway) Refund(_ context.Context, _ string, amountCents int64, key string) error {
	g.calls++
	g.amounts, g.keys = append(g.amounts, amountCents), append(g.keys, key)
	return g.onRefund()
}

func (f *orderFixture) paidBooking(t *testing.T) domain.Booking {
	t.Helper()
	b := f.placeBooking(t, 100)
	paid, err := f.store.UpdateBooking(context.Background(), b.ID, func(b *domain.Booking) error {
		_, err := b.MarkPaid("pi_paid", "buyer", fixedNow)
		return err
	})
	require.NoError(t, err)
	return paid
}

func (f *orderFixture) refund(gw *refundGateway, id string) (domain.Booking, error) {
	return NewRefundBooking(f.store, gw, Letters{}, fixedClock(), quietLog()).Handle(context.Background(), refundAdmin, id)
}

func TestARefundIsPendingWhileTheGatewayWorksAndSpeaksForItsAmount(t *testing.T) {
	f := newOrderFixture(t)
	b := f.paidBooking(t)
	gw := &refundGateway{}
	gw.onRefund = func() error {
		during, err := f.store.GetBooking(context.Background(), b.ID)
		require.NoError(t, err)
		require.Len(t, during.Refunds, 1)
		assert.Equal(t, domain.RefundPending, during.Refunds[0].Status)
		assert.Equal(t, domain.StatusPaid, during.Status)
		_, err = f.refund(&refundGateway{onRefund: func() error { return nil }}, b.ID)
		assert.Equal(t, "This order's refund is already under way", err.(*domain.Error).Message, "a second refund is refused")
		return nil
	}

	refunded, err := f.refund(gw, b.ID)
	require.NoError(t, err)
	assert.Equal(t, 1, gw.calls)
	assert.Equal(t, []int64{b.TotalPriceCents}, gw.amounts)
	assert.Equal(t, []string{refunded.Refunds[0].ID}, gw.keys, "the refund's id is the gateway's idempotency key")
	assert.Equal(t, domain.StatusRefunded, refunded.Status)
	assert.Equal(t, domain.RefundDone, refunded.Refunds[0].Status)
	assert.Equal(t, int64(1000), f.stock(t), "a paid order refunded whole before shipping gives its stock back")
}

func TestRefundTheGatewayRefusesLeavesTheOrderPaid(t *testing.T) {
	f := newOrderFixture(t)
	b := f.paidBooking(t)
	refused := domain.Errorf(domain.CodePaymentFailed, "The card issuer refused the refund")
	gw := &refundGateway{onRefund: func() error { return refused }}

	_, err := f.refund(gw, b.ID)
	assert.Equal(t, refused, err, "the gateway's error is what the admin sees")
	got, err := f.store.GetBooking(context.Background(), b.ID)
	require.NoError(t, err)
	assert.Equal(t, domain.StatusPaid, got.Status)
	assert.Empty(t, got.Refunds, "the refused refund is dropped")
	assert.Equal(t, b.TotalPriceCents, got.RefundableCents())
	assert.Equal(t, int64(900), f.stock(t), "the stock stays with the paid order")
	_, err = NewShipBooking(f.store, Letters{}, fixedClock()).Handle(context.Background(), refundAdmin, b.ID, "1Z")
	assert.NoError(t, err, "the order can ship after the refund failed")
}

func TestAPartialRefundOfAShippedOrderMovesMoneyOnly(t *testing.T) {
	f := newOrderFixture(t)
	b := f.paidBooking(t)
	_, err := NewShipBooking(f.store, Letters{}, fixedClock()).Handle(context.Background(), refundAdmin, b.ID, "1Z")
	require.NoError(t, err)
	gw := &refundGateway{onRefund: func() error { return nil }}
	h := NewRefundBooking(f.store, gw, Letters{}, fixedClock(), quietLog())

	got, r, err := h.Refund(context.Background(), refundAdmin, b.ID, domain.RefundInput{AmountCents: 300, Reason: "Scratched"})
	require.NoError(t, err)
	assert.Equal(t, int64(300), r.AmountCents)
	assert.Equal(t, domain.StatusPartiallyRefunded, got.Status)
	assert.Equal(t, []int64{300}, gw.amounts)

	got, err = f.refund(gw, b.ID)
	require.NoError(t, err, "the whole refund takes what is left")
	assert.Equal(t, []int64{300, b.TotalPriceCents - 300}, gw.amounts)
	assert.Equal(t, domain.StatusRefunded, got.Status)
	assert.Equal(t, int64(900), f.stock(t), "shipped pieces never come back to the shelf")
}
