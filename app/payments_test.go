package app

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

func succeededIntent(b domain.Booking) ports.PaymentIntent {
	return ports.PaymentIntent{ID: "pi_123", AmountCents: b.TotalPriceCents, Currency: "usd", Status: ports.IntentSucceeded, OrderID: b.ID}
}

func TestWebhookMarksPaidOnceEvenWhenReplayed(t *testing.T) {
	f := newOrderFixture(t)
	b := f.placeBooking(t, 100)
	h := NewHandlePaymentEvent(f.store, f.store, &fakeGateway{}, ports.NoMetrics{}, Letters{}, fixedClock(), quietLog())
	ev := ports.PaymentEvent{ID: "evt_1", Type: "payment_intent.succeeded", Intent: succeededIntent(b)}

	require.NoError(t, h.Handle(context.Background(), ev))
	require.NoError(t, h.Handle(context.Background(), ev))

	got, err := f.store.GetBooking(context.Background(), b.ID)
	require.NoError(t, err)
	assert.Equal(t, domain.StatusPaid, got.Status)
	assert.Equal(t, "pi_123", got.TransactionID)
	assert.Len(t, got.History, 2, "unpaid then paid, and nothing more for the replay")
}

func TestWebhookIgnoresMismatchedPayments(t *testing.T) {
	f := newOrderFixture(t)
	b := f.placeBooking(t, 100)
	h := NewHandlePaymentEvent(f.store, f.store, &fakeGateway{}, ports.NoMetrics{}, Letters{}, fixedClock(), quietLog())
	for name, intent := range map[string]ports.PaymentIntent{
		"other amount":   {ID: "pi_1", AmountCents: b.TotalPriceCents - 1, Currency: "usd", Status: ports.IntentSucceeded, OrderID: b.ID},
		"other currency": {ID: "pi_2", AmountCents: b.TotalPriceCents, Currency: "eur", Status: ports.IntentSucceeded, OrderID: b.ID},
	} {
		require.NoError(t, h.Handle(context.Background(), ports.PaymentEvent{Type: "payment_intent.succeeded", Intent: intent}), name)
	}
	got, err := f.store.GetBooking(context.Background(), b.ID)
	require.NoError(t, err)
	assert.Equal(t, domain.StatusUnpaid, got.Status)
}

// fakeGateway returns whatever intent the test sets. Cancelling stops it
// unless it succeeded or is processing; calls and failures are scripted.
type fakeGateway struct {
	intent    ports.PaymentIntent
	cancelErr error
	refundErr error
	cancelled []string
	refunded  []string
}

func (g *fakeGateway) Mode() ports.PaymentMode { return ports.PaymentStripe }
func (g *fakeGateway) CreateIntent(_ context.Context, id string, amount int64) (ports.PaymentIntent, error) {
	return ports.PaymentIntent{ID: "pi_new", ClientSecret: "pi_new_secret", AmountCents: amount, Currency: "usd", OrderID: id}, nil
}
func (g *fakeGateway) GetIntent(context.Context, string) (ports.PaymentIntent, error) {
	return g.intent, nil
}
func (g *fakeGateway) CancelIntent(_ context.Context, id string) (ports.PaymentIntent, error) {
	if g.cancelErr != nil {
		return ports.PaymentIntent{}, g.cancelErr
	}
	g.cancelled = append(g.cancelled, id)
	if g.intent.Status != ports.IntentSucceeded && g.intent.Status != ports.IntentProcessing {
		g.intent.Status = ports.IntentCanceled
	}
	return g.intent, nil
}
func (g *fakeGateway) Refund(_ context.Context, id string, _ int64, _ string) error {
	if g.refundErr != nil {
		return g.refundErr
	}
	g.refunded = append(g.refunded, id)
	return nil
}

func TestConfirmPaymentChecksTheGatewaysIntent(t *testing.T) {
	f := newOrderFixture(t)
	b := f.placeBooking(t, 100)
	other := f.placeBooking(t, 200)
	gw := &fakeGateway{}
	confirm := NewConfirmPayment(f.store, f.store, gw, nil, ports.NoMetrics{}, Letters{}, fixedClock())
	ctx := context.Background()

	cases := map[string]struct {
		intent ports.PaymentIntent
		code   domain.Code
	}{
		"another booking's intent": {succeededIntent(other), domain.CodeConflict},
		"a smaller amount":         {ports.PaymentIntent{ID: "pi", AmountCents: 1, Currency: "usd", Status: ports.IntentSucceeded, OrderID: b.ID}, domain.CodeConflict},
		"not paid yet":             {ports.PaymentIntent{ID: "pi", AmountCents: b.TotalPriceCents, Currency: "usd", Status: ports.IntentRequiresPaymentMethod, OrderID: b.ID}, domain.CodePaymentFailed},
	}
	for name, tc := range cases {
		gw.intent = tc.intent
		_, err := confirm.Handle(ctx, f.buyer, b.ID, PaymentConfirmation{PaymentIntentID: tc.intent.ID})
		assert.Equal(t, tc.code, domain.ErrorCode(err), name)
	}

	gw.intent = succeededIntent(b)
	paid, err := confirm.Handle(ctx, f.buyer, b.ID, PaymentConfirmation{PaymentIntentID: "pi_123"})
	require.NoError(t, err)
	assert.Equal(t, domain.StatusPaid, paid.Status)

	_, err = confirm.Handle(ctx, f.buyer, b.ID, PaymentConfirmation{PaymentIntentID: "pi_123"})
	assert.Equal(t, domain.CodeConflict, domain.ErrorCode(err), "paying a paid booking")

	stranger := domain.User{ID: domain.NewID(), Email: "x@example.com"}
	_, err = confirm.Handle(ctx, stranger, other.ID, PaymentConfirmation{PaymentIntentID: "pi_123"})
	assert.Equal(t, domain.CodeNotFound, domain.ErrorCode(err))
}

func TestRefundReturnsStock(t *testing.T) {
	f := newOrderFixture(t)
	b := f.placeBooking(t, 100)
	require.Equal(t, int64(900), f.stock(t))
	gw := &fakeGateway{intent: succeededIntent(b)}
	_, err := NewConfirmPayment(f.store, f.store, gw, nil, ports.NoMetrics{}, Letters{}, fixedClock()).Handle(context.Background(), f.buyer, b.ID, PaymentConfirmation{PaymentIntentID: "pi_123"})
	require.NoError(t, err)

	admin := domain.User{ID: domain.NewID(), Email: "admin@example.com", Role: domain.RoleAdmin}
	refunded, err := NewRefundBooking(f.store, gw, Letters{}, fixedClock(), quietLog()).Handle(context.Background(), admin, b.ID)
	require.NoError(t, err)
	assert.Equal(t, domain.StatusRefunded, refunded.Status)
	assert.Equal(t, int64(1000), f.stock(t))
}
