//go:build linux

package stripepay

import (
	"context"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/stripe/stripe-go/v85"

	"github.com/palletshop/pallet/domain"
)

func stripeMockGateway(t *testing.T) *Gateway {
	return New(Options{SecretKey: "sk_test_123", APIBase: stripeMockURL(t)})
}

// Every request the gateway sends must pass stripe-mock's OpenAPI checks.
// Its answers are fixtures, so only their shape is asserted, not amounts.
func TestStripeMockAcceptsEveryRequestWeSend(t *testing.T) {
	g := stripeMockGateway(t)
	ctx := context.Background()

	created, err := g.CreateIntent(ctx, "0123456789abcdef01234567", 129_900)
	require.NoError(t, err)
	assert.True(t, strings.HasPrefix(created.ID, "pi_"), created.ID)
	assert.NotEmpty(t, created.ClientSecret)
	assert.NotEmpty(t, created.Status)

	got, err := g.GetIntent(ctx, created.ID)
	require.NoError(t, err)
	assert.True(t, strings.HasPrefix(got.ID, "pi_"), got.ID)
	assert.NotEmpty(t, got.Currency)

	cancelled, err := g.CancelIntent(ctx, created.ID)
	require.NoError(t, err)
	assert.True(t, strings.HasPrefix(cancelled.ID, "pi_"), cancelled.ID)
	assert.NotEmpty(t, cancelled.Status)

	require.NoError(t, g.Refund(ctx, created.ID, 129_900, "whole"))
}

// A partial refund names its amount and its own idempotency key, so a
// second part of the same payment is a new refund, not a replay.
func TestStripeMockAcceptsAPartialRefund(t *testing.T) {
	g := stripeMockGateway(t)
	ctx := context.Background()
	created, err := g.CreateIntent(ctx, "0123456789abcdef01234568", 10_000)
	require.NoError(t, err)
	require.NoError(t, g.Refund(ctx, created.ID, 2_500, "refund-1"))
	require.NoError(t, g.Refund(ctx, created.ID, 1_000, "refund-2"))
}

// Shows the check above can fail: stripe-mock refuses a parameter Stripe
// doesn't know, and the gateway reports that as our own (internal) bug.
func TestStripeMockRejectsAnInvalidRequest(t *testing.T) {
	g := stripeMockGateway(t)
	params := &stripe.PaymentIntentCreateParams{Amount: stripe.Int64(100), Currency: stripe.String("usd")}
	params.AddExtra("not_a_stripe_parameter", "x")
	_, err := g.client.V1PaymentIntents.Create(context.Background(), params)
	require.Error(t, err)

	translated := translateError(err, "create payment intent")
	assert.Equal(t, domain.CodeInternal, domain.ErrorCode(translated))
	var se *stripe.Error
	require.ErrorAs(t, translated, &se, "the cause stays wrapped for the log")
	assert.Equal(t, 400, se.HTTPStatusCode)
	assert.Equal(t, stripe.ErrorTypeInvalidRequest, se.Type)
}
