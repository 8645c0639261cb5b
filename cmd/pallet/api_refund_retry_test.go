package main

import (
	"context"
	"errors"
	"net/http"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.uber.org/fx"

	"github.com/palletshop/pallet/ports"
)

// timeoutAfterRefund is a gateway whose first refund goes through but
// whose answer is lost, as a timeout after Stripe refunded would be.
type timeoutAfterRefund struct {
	ports.PaymentGateway
	mu   sync.Mutex
	keys []string
}

func (g *timeoutAfterRefund) Refund(ctx context.Context, intentID string, amountCents int64, key string) error {
	g.mu.Lock()
	g.keys = append(g.keys, key)
	first := len(g.keys) == 1
	g.mu.Unlock()
	if err := g.PaymentGateway.Refund(ctx, intentID, amountCents, key); err != nil || !first {
		return err
	}
	return errors.New("stripe: refund payment intent: context deadline exceeded")
}

func TestARefundWhoseAnswerWasLostIsKeptAndItsRetryRefundsOnce(t *testing.T) {
	t.Parallel()
	gateway := &timeoutAfterRefund{}
	s := newShop(t, nil, fx.Decorate(func(g ports.PaymentGateway) ports.PaymentGateway {
		gateway.PaymentGateway = g
		return gateway
	}))
	admin := s.adminToken()
	buyer, _ := s.signUp("LostAnswer")
	p := s.orderableProduct()
	r := s.do("POST", "/api/bookings", buyer, map[string]any{"productId": p["id"], "quantity": 100, "address": "1 Dock Rd", "phone": "555 0100"})
	require.Equal(t, http.StatusCreated, r.Status, string(r.Body))
	id := r.JSON(t)["id"].(string)
	paid := s.pay(buyer, id)
	total := paid["totalPriceCents"].(float64)
	body := map[string]any{"amountCents": 1000, "reason": "Goodwill"}

	assertAPIError(t, s.do("POST", refundsPath(id), admin, body), http.StatusServiceUnavailable, "unavailable",
		"The payment service is unavailable, please try again", nil)
	b := s.booking(buyer, id)
	require.Len(t, b["refunds"], 1, "kept: the money may have gone back")
	kept := b["refunds"].([]any)[0].(map[string]any)
	assert.Equal(t, "pending", kept["status"])
	assert.Equal(t, total-1000, b["refundableCents"], "its amount stays spoken for")
	assert.Equal(t, "paid", b["status"])

	r = s.do("POST", refundsPath(id), admin, body)
	require.Equal(t, http.StatusCreated, r.Status, string(r.Body))
	assert.Equal(t, kept["id"], r.JSON(t)["id"], "the retry completes the same refund")
	assert.Equal(t, "done", r.JSON(t)["status"])
	assert.Equal(t, []string{kept["id"].(string), kept["id"].(string)}, gateway.keys, "with the same idempotency key, so the gateway refunds once")
	b = s.booking(buyer, id)
	assert.Equal(t, float64(1000), b["refundedCents"])
	assert.Equal(t, "partially_refunded", b["status"])

	r = s.do("POST", "/api/admin/bookings/"+id+"/refund", admin, nil)
	require.Equal(t, http.StatusOK, r.Status, "the gateway still holds the rest: %s", r.Body)
	assert.Equal(t, total, r.JSON(t)["refundedCents"])
}
