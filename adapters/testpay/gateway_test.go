package testpay

import (
	"context"
	"regexp"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

func TestCreateIntentShape(t *testing.T) {
	g := New()
	assert.Equal(t, ports.PaymentTest, g.Mode())

	pi, err := g.CreateIntent(context.Background(), "booking-7", 4_999)
	require.NoError(t, err)
	assert.Regexp(t, `^pi_test_[0-9a-f]{24}$`, pi.ID)
	assert.Regexp(t, "^"+regexp.QuoteMeta(pi.ID)+`_secret_[0-9a-f]{24}$`, pi.ClientSecret)
	assert.Equal(t, int64(4_999), pi.AmountCents)
	assert.Equal(t, "usd", pi.Currency)
	assert.Equal(t, ports.IntentRequiresPaymentMethod, pi.Status)
	assert.Equal(t, "booking-7", pi.OrderID)
	assert.Empty(t, pi.LastError)

	got, err := g.GetIntent(context.Background(), pi.ID)
	require.NoError(t, err)
	assert.Equal(t, pi, got)
}

func TestCreateIntentRejectsBadInput(t *testing.T) {
	g := New()
	for _, amount := range []int64{0, -100} {
		_, err := g.CreateIntent(context.Background(), "b", amount)
		assert.True(t, domain.IsCode(err, domain.CodeInvalid), "amount %d", amount)
	}
	_, err := g.CreateIntent(context.Background(), "", 100)
	assert.True(t, domain.IsCode(err, domain.CodeInvalid))
}

func TestCreateIntentIsOnePerBookingAndAmount(t *testing.T) {
	ctx := context.Background()
	g := New()
	first, err := g.CreateIntent(ctx, "booking-1", 1_000)
	require.NoError(t, err)

	again, err := g.CreateIntent(ctx, "booking-1", 1_000)
	require.NoError(t, err)
	assert.Equal(t, first, again, "same booking and amount gives the same intent")

	other, err := g.CreateIntent(ctx, "booking-2", 1_000)
	require.NoError(t, err)
	assert.NotEqual(t, first.ID, other.ID, "another booking gets its own intent")

	repriced, err := g.CreateIntent(ctx, "booking-1", 2_000)
	require.NoError(t, err)
	assert.NotEqual(t, first.ID, repriced.ID, "a different amount gets a fresh intent")
	assert.Equal(t, int64(2_000), repriced.AmountCents)
}

func TestCreateIntentAfterSuccessGivesAFreshIntent(t *testing.T) {
	ctx := context.Background()
	g := New()
	paid, err := g.CreateIntent(ctx, "booking-1", 1_000)
	require.NoError(t, err)
	_, err = g.ConfirmWithCard(ctx, paid.ID, goodCard("4242424242424242"))
	require.NoError(t, err)

	next, err := g.CreateIntent(ctx, "booking-1", 1_000)
	require.NoError(t, err)
	assert.NotEqual(t, paid.ID, next.ID)
	assert.Equal(t, ports.IntentRequiresPaymentMethod, next.Status)
}

func TestCreateIntentConcurrentCallsShareOneIntent(t *testing.T) {
	g := New()
	ids := make([]string, 20)
	var wg sync.WaitGroup
	for i := range ids {
		wg.Go(func() {
			pi, err := g.CreateIntent(context.Background(), "booking-1", 700)
			assert.NoError(t, err)
			ids[i] = pi.ID
		})
	}
	wg.Wait()
	for _, id := range ids {
		assert.Equal(t, ids[0], id)
	}
}

func TestConfirmIsIdempotentOnceSucceeded(t *testing.T) {
	ctx := context.Background()
	g := New()
	pi, err := g.CreateIntent(ctx, "booking-1", 1_000)
	require.NoError(t, err)
	first, err := g.ConfirmWithCard(ctx, pi.ID, goodCard("4242424242424242"))
	require.NoError(t, err)

	// Even a declining card can't undo a payment that already went through.
	second, err := g.ConfirmWithCard(ctx, pi.ID, goodCard("4000000000000002"))
	require.NoError(t, err)
	assert.Equal(t, first, second)
	assert.Equal(t, ports.IntentSucceeded, second.Status)
}

func TestUnknownIntentIsNotFound(t *testing.T) {
	ctx := context.Background()
	g := New()
	_, err := g.GetIntent(ctx, "pi_test_missing")
	assert.True(t, domain.IsCode(err, domain.CodeNotFound))
	_, err = g.ConfirmWithCard(ctx, "pi_test_missing", goodCard("4242424242424242"))
	assert.True(t, domain.IsCode(err, domain.CodeNotFound))
	assert.True(t, domain.IsCode(g.Refund(ctx, "pi_test_missing", 1, "k"), domain.CodeNotFound))
	_, err = g.CancelIntent(ctx, "pi_test_missing")
	assert.True(t, domain.IsCode(err, domain.CodeNotFound))
}

func TestRefund(t *testing.T) {
	ctx := context.Background()
	g := New()
	pi, err := g.CreateIntent(ctx, "booking-1", 1_000)
	require.NoError(t, err)

	err = g.Refund(ctx, pi.ID, 1_000, "k0")
	var de *domain.Error
	require.ErrorAs(t, err, &de, "an unpaid intent can't be refunded")
	assert.Equal(t, domain.CodeConflict, de.Code)
	assert.Equal(t, "Only a completed payment can be refunded", de.Message)

	_, err = g.ConfirmWithCard(ctx, pi.ID, goodCard("4242424242424242"))
	require.NoError(t, err)
	require.NoError(t, g.Refund(ctx, pi.ID, 600, "k1"))
	require.NoError(t, g.Refund(ctx, pi.ID, 600, "k1"), "a repeated refund succeeds, as Stripe's idempotent one does")
	err = g.Refund(ctx, pi.ID, 500, "k2")
	assert.True(t, domain.IsCode(err, domain.CodeConflict), "600 + 500 is more than the 1,000 paid: %v", err)
	require.NoError(t, g.Refund(ctx, pi.ID, 400, "k3"), "the rest of it")
}

func TestCancelIntentStopsAnUnpaidIntent(t *testing.T) {
	ctx := context.Background()
	g := New()
	pi, err := g.CreateIntent(ctx, "booking-1", 1_000)
	require.NoError(t, err)

	cancelled, err := g.CancelIntent(ctx, pi.ID)
	require.NoError(t, err)
	assert.Equal(t, ports.IntentCanceled, cancelled.Status)
	got, err := g.GetIntent(ctx, pi.ID)
	require.NoError(t, err)
	assert.Equal(t, cancelled, got)

	_, err = g.ConfirmWithCard(ctx, pi.ID, goodCard("4242424242424242"))
	var de *domain.Error
	require.ErrorAs(t, err, &de, "a cancelled intent can't charge the card")
	assert.Equal(t, domain.CodeConflict, de.Code)
	assert.Equal(t, "This payment was cancelled and can't be charged", de.Message)
	got, err = g.GetIntent(ctx, pi.ID)
	require.NoError(t, err)
	assert.Equal(t, ports.IntentCanceled, got.Status)

	again, err := g.CancelIntent(ctx, pi.ID)
	require.NoError(t, err)
	assert.Equal(t, cancelled, again, "cancelling twice is harmless")
}

func TestCancelIntentLeavesAPaidIntentPaid(t *testing.T) {
	ctx := context.Background()
	g := New()
	pi, err := g.CreateIntent(ctx, "booking-1", 1_000)
	require.NoError(t, err)
	paid, err := g.ConfirmWithCard(ctx, pi.ID, goodCard("4242424242424242"))
	require.NoError(t, err)

	got, err := g.CancelIntent(ctx, pi.ID)
	require.NoError(t, err)
	assert.Equal(t, paid, got)
	assert.Equal(t, ports.IntentSucceeded, got.Status)
}
