// Package stripepay charges cards through Stripe (stripe-go v85).
package stripepay

import (
	"context"
	"fmt"
	"net/http"

	"github.com/stripe/stripe-go/v85"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// Options configure the gateway. APIBase is the API root without /v1
// (stripe-mock or a fake in tests); empty means Stripe's real API.
type Options struct {
	SecretKey     string
	WebhookSecret string
	APIBase       string
	HTTPClient    *http.Client
}

// Gateway is the Stripe payment gateway and webhook verifier.
type Gateway struct {
	client        *stripe.Client
	webhookSecret string
}

var (
	_ ports.PaymentGateway  = (*Gateway)(nil)
	_ ports.WebhookVerifier = (*Gateway)(nil)
)

// New builds a Stripe client. It sends nothing until the first call.
func New(opts Options) *Gateway {
	cfg := &stripe.BackendConfig{
		// A retried call could hide an outage for seconds; the shopper retries instead.
		MaxNetworkRetries: stripe.Int64(0),
		HTTPClient:        opts.HTTPClient,
	}
	if opts.APIBase != "" {
		cfg.URL = stripe.String(opts.APIBase)
	}
	client := stripe.NewClient(opts.SecretKey, stripe.WithBackends(stripe.NewBackendsWithConfig(cfg)))
	return &Gateway{client: client, webhookSecret: opts.WebhookSecret}
}

func (g *Gateway) Mode() ports.PaymentMode { return ports.PaymentStripe }

// IdempotencyKey is the key a booking's intent is created with. Stripe
// answers a repeated key with the intent it made the first time, so a
// booking gets one intent per amount.
func IdempotencyKey(bookingID string, amountCents int64) string {
	return fmt.Sprintf("pallet-booking-%s-%d", bookingID, amountCents)
}

// CreateIntent creates (once) the card payment intent for a booking.
func (g *Gateway) CreateIntent(ctx context.Context, bookingID string, amountCents int64) (ports.PaymentIntent, error) {
	if bookingID == "" || amountCents <= 0 {
		return ports.PaymentIntent{}, domain.Errorf(domain.CodeInvalid, "A payment needs a booking and a positive amount")
	}
	params := &stripe.PaymentIntentCreateParams{
		Amount:             stripe.Int64(amountCents),
		Currency:           stripe.String(string(stripe.CurrencyUSD)),
		PaymentMethodTypes: stripe.StringSlice([]string{"card"}),
	}
	params.AddMetadata(orderIDKey, bookingID)
	params.SetIdempotencyKey(IdempotencyKey(bookingID, amountCents))
	pi, err := g.client.V1PaymentIntents.Create(ctx, params)
	if err != nil {
		return ports.PaymentIntent{}, translateError(err, "create payment intent")
	}
	return toPortIntent(pi), nil
}

// GetIntent fetches the intent's current state from Stripe.
func (g *Gateway) GetIntent(ctx context.Context, intentID string) (ports.PaymentIntent, error) {
	if intentID == "" {
		return ports.PaymentIntent{}, domain.NotFound("Payment")
	}
	pi, err := g.client.V1PaymentIntents.Retrieve(ctx, intentID, nil)
	if err != nil {
		return ports.PaymentIntent{}, translateError(err, "retrieve payment intent")
	}
	return toPortIntent(pi), nil
}

// CancelIntent cancels an intent so it can never charge the card. An intent
// that succeeded or is processing can't be cancelled: Stripe answers
// payment_intent_unexpected_state, and the intent's current state is returned.
func (g *Gateway) CancelIntent(ctx context.Context, intentID string) (ports.PaymentIntent, error) {
	if intentID == "" {
		return ports.PaymentIntent{}, domain.NotFound("Payment")
	}
	pi, err := g.client.V1PaymentIntents.Cancel(ctx, intentID, nil)
	if isUnexpectedState(err) {
		return g.GetIntent(ctx, intentID)
	}
	if err != nil {
		return ports.PaymentIntent{}, translateError(err, "cancel payment intent")
	}
	return toPortIntent(pi), nil
}

// RefundIdempotencyKey is the key a refund is sent with: Stripe answers a
// repeated refund with the first one instead of refunding again.
func RefundIdempotencyKey(key string) string {
	return "pallet-refund-" + key
}

// Refund refunds amountCents of the intent's charge (a partial refund when
// less than it), once per key.
func (g *Gateway) Refund(ctx context.Context, intentID string, amountCents int64, key string) error {
	params := &stripe.RefundCreateParams{PaymentIntent: stripe.String(intentID), Amount: stripe.Int64(amountCents)}
	params.SetIdempotencyKey(RefundIdempotencyKey(key))
	if _, err := g.client.V1Refunds.Create(ctx, params); err != nil {
		return translateError(err, "refund payment intent")
	}
	return nil
}
