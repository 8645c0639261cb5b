package stripepay

import (
	"context"
	"net/http"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

func putIntent(fake *fakeStripe, id, status string) {
	fake.put(map[string]any{"id": id, "amount": 9_900, "currency": "usd", "status": status,
		"metadata": map[string]string{"order_id": "booking-1"}})
}

func TestCancelIntentCancelsAnUnpaidIntent(t *testing.T) {
	fake := newFakeStripe(t)
	putIntent(fake, "pi_open", "requires_payment_method")

	got, err := fake.gateway().CancelIntent(context.Background(), "pi_open")
	require.NoError(t, err)
	assert.Equal(t, ports.PaymentIntent{ID: "pi_open", AmountCents: 9_900, Currency: "usd", Status: ports.IntentCanceled, OrderID: "booking-1"}, got)
	r := fake.lastRequest()
	assert.Equal(t, http.MethodPost, r.Method)
	assert.Equal(t, "/v1/payment_intents/pi_open/cancel", r.URL.Path)
}

// Stripe won't cancel an intent past the point of no return; the gateway
// then reports the intent's real state so the app can act on it.
func TestCancelIntentReportsAPaymentThatCouldNotBeStopped(t *testing.T) {
	for _, status := range []string{ports.IntentSucceeded, ports.IntentProcessing, ports.IntentCanceled} {
		t.Run(status, func(t *testing.T) {
			fake := newFakeStripe(t)
			putIntent(fake, "pi_late", status)

			got, err := fake.gateway().CancelIntent(context.Background(), "pi_late")
			require.NoError(t, err)
			assert.Equal(t, status, got.Status)
			assert.Equal(t, "booking-1", got.OrderID)
			assert.Equal(t, "/v1/payment_intents/pi_late", fake.lastRequest().URL.Path, "fetched after the refusal")
		})
	}
}

func TestCancelIntentUnknownIsNotFound(t *testing.T) {
	fake := newFakeStripe(t)
	_, err := fake.gateway().CancelIntent(context.Background(), "pi_missing")
	assert.True(t, domain.IsCode(err, domain.CodeNotFound), "%v", err)

	before := len(fake.requests)
	_, err = fake.gateway().CancelIntent(context.Background(), "")
	assert.True(t, domain.IsCode(err, domain.CodeNotFound), "%v", err)
	assert.Len(t, fake.requests, before, "no id, no request")
}

func TestCancelIntentStripeDownIsUnavailable(t *testing.T) {
	fake := newFakeStripe(t)
	putIntent(fake, "pi_open", "requires_payment_method")
	fake.failWith = failing(http.StatusInternalServerError, "api_error", "", "Something went wrong")

	_, err := fake.gateway().CancelIntent(context.Background(), "pi_open")
	assert.True(t, domain.IsCode(err, domain.CodeUnavailable), "%v", err)
}
