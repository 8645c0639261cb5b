// Package testpay is the built-in test-mode payment gateway: it charges no
// real money, needs no network, and accepts Stripe's well-known test cards.
package testpay

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"sync"
	"time"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// Gateway keeps its intents in memory. Losing them on restart is harmless:
// the server asks for a booking's intent again before every payment, and an
// unknown intent id simply makes the client fetch a fresh one.
type Gateway struct {
	now func() time.Time

	mu         sync.Mutex
	intents    map[string]*ports.PaymentIntent
	byBooking  map[string]string // booking id -> its latest intent id
	refunded   map[string]int64  // intent id -> cents refunded
	refundKeys map[string]bool   // the keys of the refunds made
}

var (
	_ ports.PaymentGateway = (*Gateway)(nil)
	_ ports.CardCharger    = (*Gateway)(nil)
)

// New returns a gateway that reads the wall clock.
func New() *Gateway { return NewWithClock(time.Now) }

// NewWithClock returns a gateway whose card-expiry checks use now.
func NewWithClock(now func() time.Time) *Gateway {
	return &Gateway{now: now, intents: map[string]*ports.PaymentIntent{}, byBooking: map[string]string{},
		refunded: map[string]int64{}, refundKeys: map[string]bool{}}
}

func (g *Gateway) Mode() ports.PaymentMode { return ports.PaymentTest }

// CreateIntent returns the booking's open intent for this amount, or a new one.
func (g *Gateway) CreateIntent(_ context.Context, bookingID string, amountCents int64) (ports.PaymentIntent, error) {
	if bookingID == "" || amountCents <= 0 {
		return ports.PaymentIntent{}, domain.Errorf(domain.CodeInvalid, "A payment needs a booking and a positive amount")
	}
	g.mu.Lock()
	defer g.mu.Unlock()
	if in, ok := g.intents[g.byBooking[bookingID]]; ok && reusable(in, amountCents) {
		return *in, nil
	}
	id := "pi_test_" + randomHex(12)
	in := &ports.PaymentIntent{
		ID:           id,
		ClientSecret: id + "_secret_" + randomHex(12),
		AmountCents:  amountCents,
		Currency:     "usd",
		Status:       ports.IntentRequiresPaymentMethod,
		OrderID:      bookingID,
	}
	g.intents[id] = in
	g.byBooking[bookingID] = id
	return *in, nil
}

func reusable(in *ports.PaymentIntent, amountCents int64) bool {
	return in.AmountCents == amountCents &&
		in.Status != ports.IntentSucceeded && in.Status != ports.IntentCanceled
}

// GetIntent returns the intent's current state.
func (g *Gateway) GetIntent(_ context.Context, intentID string) (ports.PaymentIntent, error) {
	g.mu.Lock()
	defer g.mu.Unlock()
	in, ok := g.intents[intentID]
	if !ok {
		return ports.PaymentIntent{}, domain.NotFound("Payment")
	}
	return *in, nil
}

// ConfirmWithCard charges the intent with a test card. A refused card
// records the card's message on the intent and returns a payment_failed
// error (with the updated intent). The card itself is never kept.
func (g *Gateway) ConfirmWithCard(_ context.Context, intentID string, card ports.Card) (ports.PaymentIntent, error) {
	refusal := checkCard(card, g.now())
	g.mu.Lock()
	defer g.mu.Unlock()
	in, ok := g.intents[intentID]
	switch {
	case !ok:
		return ports.PaymentIntent{}, domain.NotFound("Payment")
	case in.Status == ports.IntentSucceeded:
		return *in, nil
	case in.Status == ports.IntentCanceled:
		return *in, domain.Errorf(domain.CodeConflict, "This payment was cancelled and can't be charged")
	case refusal != "":
		in.LastError = refusal
		return *in, &domain.Error{Code: domain.CodePaymentFailed, Message: refusal}
	}
	in.Status = ports.IntentSucceeded
	in.LastError = ""
	return *in, nil
}

// CancelIntent cancels an intent that has not been paid. A paid intent
// stays succeeded, as Stripe's does; cancelling twice is harmless.
func (g *Gateway) CancelIntent(_ context.Context, intentID string) (ports.PaymentIntent, error) {
	g.mu.Lock()
	defer g.mu.Unlock()
	in, ok := g.intents[intentID]
	if !ok {
		return ports.PaymentIntent{}, domain.NotFound("Payment")
	}
	if in.Status != ports.IntentSucceeded {
		in.Status = ports.IntentCanceled
	}
	return *in, nil
}

// Refund accepts a refund of a succeeded intent up to what is left of it.
// No money moves in test mode; a key seen before succeeds again without
// refunding more, as Stripe does for a repeated idempotency key.
func (g *Gateway) Refund(_ context.Context, intentID string, amountCents int64, key string) error {
	g.mu.Lock()
	defer g.mu.Unlock()
	in, ok := g.intents[intentID]
	switch {
	case !ok:
		return domain.NotFound("Payment")
	case in.Status != ports.IntentSucceeded:
		return domain.Errorf(domain.CodeConflict, "Only a completed payment can be refunded")
	case g.refundKeys[key]:
		return nil
	case amountCents < 1 || g.refunded[intentID]+amountCents > in.AmountCents:
		return domain.Errorf(domain.CodeConflict, "The refund is more than is left of the payment")
	}
	g.refundKeys[key] = true
	g.refunded[intentID] += amountCents
	return nil
}

func randomHex(n int) string {
	b := make([]byte, n)
	_, _ = rand.Read(b)
	return hex.EncodeToString(b)
}
