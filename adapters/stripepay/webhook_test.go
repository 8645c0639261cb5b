package stripepay

import (
	"bytes"
	"encoding/json"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/stripe/stripe-go/v85/webhook"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

const webhookSecret = "whsec_test_secret"

func eventPayload(t *testing.T, id, typ string, object map[string]any) []byte {
	body, err := json.Marshal(map[string]any{
		"id": id, "object": "event", "type": typ, "api_version": "2020-08-27",
		"created": time.Now().Unix(), "data": map[string]any{"object": object},
	})
	require.NoError(t, err)
	return body
}

func succeededPayload(t *testing.T) []byte {
	return eventPayload(t, "evt_1", "payment_intent.succeeded", map[string]any{
		"id": "pi_123", "object": "payment_intent", "amount": 25_000, "currency": "usd",
		"status": "succeeded", "metadata": map[string]string{"order_id": "booking-9"},
	})
}

func sign(payload []byte, secret string, at time.Time) string {
	return webhook.GenerateTestSignedPayload(&webhook.UnsignedPayload{Payload: payload, Secret: secret, Timestamp: at}).Header
}

func verifier() *Gateway { return New(Options{SecretKey: "sk_test_x", WebhookSecret: webhookSecret}) }

func TestParseEventValid(t *testing.T) {
	payload := succeededPayload(t)
	event, err := verifier().ParseEvent(payload, sign(payload, webhookSecret, time.Now()))
	require.NoError(t, err)
	assert.Equal(t, ports.PaymentEvent{ID: "evt_1", Type: "payment_intent.succeeded", Intent: ports.PaymentIntent{
		ID: "pi_123", AmountCents: 25_000, Currency: "usd", Status: "succeeded", OrderID: "booking-9",
	}}, event)
}

func TestParseEventPaymentFailedCarriesTheCardMessage(t *testing.T) {
	payload := eventPayload(t, "evt_2", "payment_intent.payment_failed", map[string]any{
		"id": "pi_9", "object": "payment_intent", "amount": 700, "currency": "usd", "status": "requires_payment_method",
		"metadata":           map[string]string{"order_id": "booking-3"},
		"last_payment_error": map[string]any{"type": "card_error", "message": "Your card has insufficient funds."},
	})
	event, err := verifier().ParseEvent(payload, sign(payload, webhookSecret, time.Now()))
	require.NoError(t, err)
	assert.Equal(t, "payment_intent.payment_failed", event.Type)
	assert.Equal(t, "Your card has insufficient funds.", event.Intent.LastError)
	assert.Equal(t, "booking-3", event.Intent.OrderID)
}

func TestParseEventOtherTypesHaveNoIntent(t *testing.T) {
	payload := eventPayload(t, "evt_3", "charge.refunded", map[string]any{"id": "ch_1", "object": "charge"})
	event, err := verifier().ParseEvent(payload, sign(payload, webhookSecret, time.Now()))
	require.NoError(t, err)
	assert.Equal(t, ports.PaymentEvent{ID: "evt_3", Type: "charge.refunded"}, event)
}

func TestParseEventRejectsBadSignatures(t *testing.T) {
	payload := succeededPayload(t)
	tampered := bytes.Replace(payload, []byte(`"amount":25000`), []byte(`"amount":1`), 1)
	require.NotEqual(t, payload, tampered)
	validHeader := sign(payload, webhookSecret, time.Now())

	tests := []struct {
		name    string
		gateway *Gateway
		payload []byte
		header  string
	}{
		{"tampered payload", verifier(), tampered, validHeader},
		{"wrong secret", verifier(), payload, sign(payload, "whsec_someone_else", time.Now())},
		{"stale", verifier(), payload, sign(payload, webhookSecret, time.Now().Add(-10*time.Minute))},
		{"missing header", verifier(), payload, ""},
		{"garbage header", verifier(), payload, "t=abc,v1=zz"},
		{"no secret configured", New(Options{SecretKey: "sk_test_x"}), payload, sign(payload, "", time.Now())},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := tc.gateway.ParseEvent(tc.payload, tc.header)
			var de *domain.Error
			require.ErrorAs(t, err, &de)
			assert.Equal(t, &domain.Error{Code: domain.CodeInvalid, Message: "Invalid webhook signature"}, de)
		})
	}
}

func TestParseEventNotAnEventIsRejected(t *testing.T) {
	payload := []byte(`{"id":"pi_1","object":"payment_intent"}`)
	_, err := verifier().ParseEvent(payload, sign(payload, webhookSecret, time.Now()))
	assert.True(t, domain.IsCode(err, domain.CodeInvalid), "%v", err)
}

// Stripe may deliver an event more than once; telling repeats apart is the
// app's job, by event id, so a replay must parse to the very same event.
func TestParseEventReplayParsesTheSame(t *testing.T) {
	payload := succeededPayload(t)
	header := sign(payload, webhookSecret, time.Now())
	first, err := verifier().ParseEvent(payload, header)
	require.NoError(t, err)
	second, err := verifier().ParseEvent(payload, header)
	require.NoError(t, err)
	assert.Equal(t, first, second)
	assert.Equal(t, "evt_1", second.ID)
}
