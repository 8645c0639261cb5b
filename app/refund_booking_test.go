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
	onRefund func() error
}

func (g *refundGateway) Refund(context.Context, string) error {
	g.calls++
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

func TestRefundHoldsTheOrderInRefundingSoItCantShipMeanwhile(t *testing.T) {
	f := newOrderFixture(t)
	b := f.paidBooking(t)
	gw := &refundGateway{}
	gw.onRefund = func() error {
		during, err := f.store.GetBooking(context.Background(), b.ID)
		require.NoError(t, err)
		assert.Equal(t, domain.StatusRefunding, during.Status, "the order is refunding while the gateway works")
		_, err = NewShipBooking(f.store, Letters{}, fixedClock()).Handle(context.Background(), refundAdmin, b.ID, "1Z")
		assert.Equal(t, domain.CodeConflict, domain.ErrorCode(err), "a ship racing the refund is refused")
		_, err = f.refund(&refundGateway{onRefund: func() error { return nil }}, b.ID)
		assert.Equal(t, "This order's refund is already under way", err.(*domain.Error).Message, "a second refund is refused")
		return nil
	}

	refunded, err := f.refund(gw, b.ID)
	require.NoError(t, err)
	assert.Equal(t, 1, gw.calls)
	assert.Equal(t, domain.StatusRefunded, refunded.Status)
	assert.Equal(t, int64(1000), f.stock(t))
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
	assert.Equal(t, []domain.BookingStatus{domain.StatusUnpaid, domain.StatusPaid, domain.StatusRefunding, domain.StatusPaid}, statusesOf(got))
	assert.Equal(t, int64(900), f.stock(t), "the stock stays with the paid order")
	_, err = NewShipBooking(f.store, Letters{}, fixedClock()).Handle(context.Background(), refundAdmin, b.ID, "1Z")
	assert.NoError(t, err, "the order can ship after the refund failed")
}

func TestRefundOfAShippedOrderNeverReachesTheGateway(t *testing.T) {
	f := newOrderFixture(t)
	b := f.paidBooking(t)
	_, err := NewShipBooking(f.store, Letters{}, fixedClock()).Handle(context.Background(), refundAdmin, b.ID, "1Z")
	require.NoError(t, err)
	gw := &refundGateway{onRefund: func() error { return nil }}

	_, err = f.refund(gw, b.ID)
	require.Error(t, err)
	assert.Equal(t, "Only paid orders that have not shipped can be refunded", err.(*domain.Error).Message)
	assert.Zero(t, gw.calls)
}

func statusesOf(b domain.Booking) []domain.BookingStatus {
	out := make([]domain.BookingStatus, len(b.History))
	for i, h := range b.History {
		out[i] = h.Status
	}
	return out
}
