package stripepay

import (
	"encoding/json"
	"strings"

	"github.com/stripe/stripe-go/v85"
	"github.com/stripe/stripe-go/v85/webhook"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

var errBadSignature = &domain.Error{Code: domain.CodeInvalid, Message: "Invalid webhook signature"}

// ParseEvent verifies a Stripe-Signature header (within Stripe's default
// five-minute tolerance) and parses the event. Only payment_intent.* events
// carry an Intent; other events come back with an empty one.
func (g *Gateway) ParseEvent(payload []byte, signatureHeader string) (ports.PaymentEvent, error) {
	// With no secret configured, anyone could sign with the empty key.
	if g.webhookSecret == "" {
		return ports.PaymentEvent{}, errBadSignature
	}
	event, err := webhook.ConstructEventWithOptions(payload, signatureHeader, g.webhookSecret,
		webhook.ConstructEventOptions{IgnoreAPIVersionMismatch: true})
	if err != nil {
		return ports.PaymentEvent{}, errBadSignature
	}
	out := ports.PaymentEvent{ID: event.ID, Type: string(event.Type)}
	if !strings.HasPrefix(out.Type, "payment_intent.") {
		return out, nil
	}
	if event.Data == nil {
		return ports.PaymentEvent{}, domain.Errorf(domain.CodeInvalid, "Webhook event has no payment intent")
	}
	var pi stripe.PaymentIntent
	if err := json.Unmarshal(event.Data.Raw, &pi); err != nil || pi.ID == "" {
		return ports.PaymentEvent{}, domain.Errorf(domain.CodeInvalid, "Webhook event has no payment intent")
	}
	out.Intent = toPortIntent(&pi)
	return out, nil
}
