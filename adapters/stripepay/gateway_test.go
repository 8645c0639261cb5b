package stripepay

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

func TestCreateIntentSendsWhatStripeNeeds(t *testing.T) {
	fake := newFakeStripe(t)
	g := fake.gateway()
	assert.Equal(t, ports.PaymentStripe, g.Mode())

	pi, err := g.CreateIntent(context.Background(), "booking-42", 123_450)
	require.NoError(t, err)

	r := fake.lastRequest()
	assert.Equal(t, "Bearer sk_test_fake", r.Header.Get("Authorization"))
	assert.Equal(t, "123450", r.PostForm.Get("amount"))
	assert.Equal(t, "usd", r.PostForm.Get("currency"))
	assert.Equal(t, "booking-42", r.PostForm.Get("metadata[order_id]"))
	assert.Equal(t, "card", r.PostForm.Get("payment_method_types[0]"))
	assert.Equal(t, "pallet-booking-booking-42-123450", r.Header.Get("Idempotency-Key"))

	assert.Equal(t, ports.PaymentIntent{
		ID: "pi_fake_1", ClientSecret: "pi_fake_1_secret_x", AmountCents: 123_450,
		Currency: "usd", Status: ports.IntentRequiresPaymentMethod, OrderID: "booking-42",
	}, pi)
}

func TestCreateIntentIsIdempotentPerBookingAndAmount(t *testing.T) {
	fake := newFakeStripe(t)
	g := fake.gateway()
	ctx := context.Background()

	first, err := g.CreateIntent(ctx, "booking-1", 5_000)
	require.NoError(t, err)
	firstKey := fake.lastRequest().Header.Get("Idempotency-Key")
	again, err := g.CreateIntent(ctx, "booking-1", 5_000)
	require.NoError(t, err)
	againKey := fake.lastRequest().Header.Get("Idempotency-Key")

	assert.NotEmpty(t, firstKey)
	assert.Equal(t, firstKey, againKey, "the same booking sends the same key")
	assert.Equal(t, first, again)

	repriced, err := g.CreateIntent(ctx, "booking-1", 6_000)
	require.NoError(t, err)
	assert.NotEqual(t, firstKey, fake.lastRequest().Header.Get("Idempotency-Key"))
	assert.NotEqual(t, first.ID, repriced.ID)
}

func TestCreateIntentRejectsBadInputWithoutCallingStripe(t *testing.T) {
	fake := newFakeStripe(t)
	g := fake.gateway()
	_, err := g.CreateIntent(context.Background(), "booking-1", 0)
	assert.True(t, domain.IsCode(err, domain.CodeInvalid))
	_, err = g.CreateIntent(context.Background(), "", 100)
	assert.True(t, domain.IsCode(err, domain.CodeInvalid))
	assert.Empty(t, fake.requests)
}

// GetIntent reports what Stripe holds, faithfully: checking the status,
// amount and order id against the booking is the app's job.
func TestGetIntentMapsStripesRecord(t *testing.T) {
	fake := newFakeStripe(t)
	fake.put(map[string]any{"id": "pi_paid", "amount": 9_900, "currency": "usd", "status": "succeeded",
		"client_secret": "pi_paid_secret", "metadata": map[string]string{"order_id": "booking-1"}})
	fake.put(map[string]any{"id": "pi_cheap", "amount": 1, "currency": "usd", "status": "succeeded",
		"metadata": map[string]string{"order_id": "booking-1"}})
	fake.put(map[string]any{"id": "pi_other", "amount": 9_900, "currency": "usd", "status": "succeeded",
		"metadata": map[string]string{"order_id": "someone-elses-booking"}})
	fake.put(map[string]any{"id": "pi_declined", "amount": 9_900, "currency": "usd", "status": "requires_payment_method",
		"metadata":           map[string]string{"order_id": "booking-1"},
		"last_payment_error": map[string]any{"type": "card_error", "code": "card_declined", "message": "Your card was declined."}})
	g := fake.gateway()

	tests := []struct {
		id   string
		want ports.PaymentIntent
	}{
		{"pi_paid", ports.PaymentIntent{ID: "pi_paid", ClientSecret: "pi_paid_secret", AmountCents: 9_900, Currency: "usd", Status: "succeeded", OrderID: "booking-1"}},
		{"pi_cheap", ports.PaymentIntent{ID: "pi_cheap", AmountCents: 1, Currency: "usd", Status: "succeeded", OrderID: "booking-1"}},
		{"pi_other", ports.PaymentIntent{ID: "pi_other", AmountCents: 9_900, Currency: "usd", Status: "succeeded", OrderID: "someone-elses-booking"}},
		{"pi_declined", ports.PaymentIntent{ID: "pi_declined", AmountCents: 9_900, Currency: "usd", Status: "requires_payment_method", OrderID: "booking-1", LastError: "Your card was declined."}},
	}
	for _, tc := range tests {
		t.Run(tc.id, func(t *testing.T) {
			got, err := g.GetIntent(context.Background(), tc.id)
			require.NoError(t, err)
			assert.Equal(t, tc.want, got)
			assert.Equal(t, "/v1/payment_intents/"+tc.id, fake.lastRequest().URL.Path)
		})
	}
}

func TestGetIntentUnknownIsNotFound(t *testing.T) {
	g := newFakeStripe(t).gateway()
	_, err := g.GetIntent(context.Background(), "pi_missing")
	assert.True(t, domain.IsCode(err, domain.CodeNotFound), "%v", err)
	_, err = g.GetIntent(context.Background(), "")
	assert.True(t, domain.IsCode(err, domain.CodeNotFound), "%v", err)
}

func TestRefundIsIdempotentPerIntent(t *testing.T) {
	fake := newFakeStripe(t)
	fake.put(map[string]any{"id": "pi_paid", "amount": 100, "currency": "usd", "status": "succeeded"})
	g := fake.gateway()

	require.NoError(t, g.Refund(context.Background(), "pi_paid", 100, "pi_paid"))
	r := fake.lastRequest()
	assert.Equal(t, "/v1/refunds", r.URL.Path)
	assert.Equal(t, "pi_paid", r.PostForm.Get("payment_intent"))
	assert.Equal(t, "100", r.PostForm.Get("amount"))
	assert.Equal(t, "pallet-refund-pi_paid", r.Header.Get("Idempotency-Key"))

	require.NoError(t, g.Refund(context.Background(), "pi_paid", 100, "pi_paid"), "a retried refund gets the first refund back")
	assert.Equal(t, "pallet-refund-pi_paid", fake.lastRequest().Header.Get("Idempotency-Key"))

	fake.forgetIdempotencyKeys()
	err := g.Refund(context.Background(), "pi_paid", 100, "pi_paid")
	assert.True(t, domain.IsCode(err, domain.CodeConflict), "refunding again once the key expired: %v", err)
}

func TestPartialRefundsSendTheirAmountAndStopAtThePayment(t *testing.T) {
	fake := newFakeStripe(t)
	fake.put(map[string]any{"id": "pi_big", "amount": 10000, "currency": "usd", "status": "succeeded"})
	g := fake.gateway()

	require.NoError(t, g.Refund(context.Background(), "pi_big", 3000, "rf_1"))
	first := fake.lastRequest()
	assert.Equal(t, "3000", first.PostForm.Get("amount"), "a partial refund names its amount")
	assert.Equal(t, "pallet-refund-rf_1", first.Header.Get("Idempotency-Key"))
	require.NoError(t, g.Refund(context.Background(), "pi_big", 6000, "rf_2"), "a second partial refund of another key")
	assert.Equal(t, "6000", fake.lastRequest().PostForm.Get("amount"))
	require.NoError(t, g.Refund(context.Background(), "pi_big", 3000, "rf_1"), "the first again: its key answers it, nothing more is refunded")

	err := g.Refund(context.Background(), "pi_big", 1001, "rf_3")
	assert.Equal(t, "1001", fake.lastRequest().PostForm.Get("amount"))
	require.True(t, domain.IsCode(err, domain.CodeConflict), "past what was paid: %v", err)
	assert.Equal(t, "The refund is more than is left of the payment", err.(*domain.Error).Message)
	assert.True(t, domain.IsRefusal(err), "a definite refusal: the refund is dropped")
	require.NoError(t, g.Refund(context.Background(), "pi_big", 1000, "rf_4"), "what is left")
}

func TestErrorsBecomeDomainErrors(t *testing.T) {
	tests := []struct {
		name     string
		fail     func(http.ResponseWriter)
		code     domain.Code
		message  string
		internal bool
	}{
		{"declined card", failing(http.StatusPaymentRequired, "card_error", "card_declined", "Your card was declined."),
			domain.CodePaymentFailed, "Your card was declined.", false},
		{"insufficient funds", failing(http.StatusPaymentRequired, "card_error", "card_declined", "Your card has insufficient funds."),
			domain.CodePaymentFailed, "Your card has insufficient funds.", false},
		{"stripe api error", failing(http.StatusInternalServerError, "api_error", "", "Something went wrong"),
			domain.CodeUnavailable, "The payment service is unavailable, please try again", false},
		{"rate limited", failing(http.StatusTooManyRequests, "invalid_request_error", "rate_limit", "Too many requests"),
			domain.CodeUnavailable, "The payment service is unavailable, please try again", false},
		{"proxy error page", failingWithPage(http.StatusBadGateway),
			domain.CodeUnavailable, "The payment service is unavailable, please try again", false},
		{"bad request is our bug", failing(http.StatusBadRequest, "invalid_request_error", "parameter_unknown", "Received unknown parameter: x"),
			domain.CodeInternal, "", true},
		{"wrong key is our bug", failing(http.StatusUnauthorized, "invalid_request_error", "", "Invalid API Key provided"),
			domain.CodeInternal, "", true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			fake := newFakeStripe(t)
			fake.failWith = tc.fail
			_, err := fake.gateway().CreateIntent(context.Background(), "booking-1", 100)
			require.Error(t, err)
			assert.Equal(t, tc.code, domain.ErrorCode(err), "%v", err)
			var de *domain.Error
			if tc.internal {
				assert.False(t, errors.As(err, &de), "internal errors carry no user-facing message")
				assert.Contains(t, err.Error(), "stripe: create payment intent")
				return
			}
			require.ErrorAs(t, err, &de)
			assert.Equal(t, tc.message, de.Message)
		})
	}
}

func TestNetworkErrorIsUnavailable(t *testing.T) {
	down := httptest.NewServer(http.NotFoundHandler())
	down.Close()
	g := New(Options{SecretKey: "sk_test_fake", APIBase: down.URL})
	ctx := context.Background()

	_, err := g.CreateIntent(ctx, "booking-1", 100)
	assert.True(t, domain.IsCode(err, domain.CodeUnavailable), "create: %v", err)
	_, err = g.GetIntent(ctx, "pi_1")
	assert.True(t, domain.IsCode(err, domain.CodeUnavailable), "get: %v", err)
	err = g.Refund(ctx, "pi_1", 100, "pi_1")
	assert.True(t, domain.IsCode(err, domain.CodeUnavailable), "refund: %v", err)
	_, err = g.CancelIntent(ctx, "pi_1")
	assert.True(t, domain.IsCode(err, domain.CodeUnavailable), "cancel: %v", err)
}
