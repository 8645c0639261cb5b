package app

import (
	"context"
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/palletshop/pallet/domain"
)

// stubRefunder answers refunds of returns with err, or a refund per return.
type stubRefunder struct {
	calls int
	err   error
}

func (r *stubRefunder) RefundReturn(_ context.Context, _ domain.User, _ string, ret domain.Return) (string, string, error) {
	r.calls++
	if r.err != nil {
		return "", "", r.err
	}
	return "rf-" + ret.ID, "CN-2026-000007", nil
}

// receivedReturn is a return of 5 of 100 delivered pieces, approved and received.
func (f *orderFixture) receivedReturn(t *testing.T) domain.BookingReturn {
	t.Helper()
	ctx := context.Background()
	b := f.paidBooking(t)
	_, err := f.store.UpdateBooking(ctx, b.ID, func(b *domain.Booking) error {
		if err := b.Ship("", refundAdmin.Email, fixedNow); err != nil {
			return err
		}
		return b.Deliver(refundAdmin.Email, fixedNow)
	})
	require.NoError(t, err)
	br, err := NewRequestReturn(f.store, f.store, 30, Letters{}, fixedClock(), quietLog()).Handle(ctx, f.buyer, b.ID,
		domain.ReturnInput{Lines: []domain.ReturnLine{{ProductID: f.product.ID, Quantity: 5}}, Reason: "Dented"})
	require.NoError(t, err)
	_, err = NewApproveReturn(f.store, f.store, Letters{}, fixedClock()).Handle(ctx, refundAdmin, br.Return.ID, "Send them back")
	require.NoError(t, err)
	br, err = NewReceiveReturn(f.store, f.store, f.store, Letters{}, fixedClock()).Handle(ctx, refundAdmin, br.Return.ID, false, "")
	require.NoError(t, err)
	return br
}

func TestRefundReturnMarksItRefundedOnceWithTheRefundersAnswer(t *testing.T) {
	f := newOrderFixture(t)
	br := f.receivedReturn(t)
	refunder := &stubRefunder{}
	refund := NewRefundReturn(f.store, f.store, refunder, Letters{}, fixedClock())

	got, err := refund.Handle(context.Background(), refundAdmin, br.Return.ID)
	require.NoError(t, err)
	assert.Equal(t, domain.ReturnRefunded, got.Return.Status)
	assert.Equal(t, "rf-"+br.Return.ID, got.Return.RefundID)
	assert.Equal(t, "CN-2026-000007", got.Return.CreditNoteNumber)

	again, err := refund.Handle(context.Background(), refundAdmin, br.Return.ID)
	require.NoError(t, err)
	assert.Equal(t, got.Return, again.Return)
	assert.Equal(t, 1, refunder.calls, "a refunded return is not refunded again")
}

func TestRefundReturnLeavesTheReturnReceivedWhenTheRefundFails(t *testing.T) {
	f := newOrderFixture(t)
	br := f.receivedReturn(t)
	refused := domain.Errorf(domain.CodePaymentFailed, "The card issuer refused the refund")
	_, err := NewRefundReturn(f.store, f.store, &stubRefunder{err: refused}, Letters{}, fixedClock()).
		Handle(context.Background(), refundAdmin, br.Return.ID)
	assert.True(t, errors.Is(err, refused))

	b, err := f.store.GetBooking(context.Background(), br.Booking.ID)
	require.NoError(t, err)
	r, _ := b.FindReturn(br.Return.ID)
	assert.Equal(t, domain.ReturnReceived, r.Status)
}
