package ports

import "context"

// Intent statuses, as Stripe names them.
const (
	IntentSucceeded             = "succeeded"
	IntentRequiresPaymentMethod = "requires_payment_method"
	IntentProcessing            = "processing"
	IntentCanceled              = "canceled"
)

// PaymentIntent is the gateway's record of one attempt to charge a booking.
type PaymentIntent struct {
	ID           string
	ClientSecret string
	AmountCents  int64
	Currency     string // "usd"
	Status       string
	OrderID      string // the booking id from the intent's metadata
	LastError    string // the card's message after a failed attempt
}

// PaymentMode is which gateway takes card payments (PALLET_PAYMENTS).
type PaymentMode string

const (
	PaymentTest   PaymentMode = "test"   // the built-in test gateway
	PaymentStripe PaymentMode = "stripe" // Stripe
)

// PaymentGateway charges cards.
type PaymentGateway interface {
	Mode() PaymentMode
	// CreateIntent returns the booking's intent, creating it once; asking
	// again for the same booking and amount returns the same usable intent.
	CreateIntent(ctx context.Context, bookingID string, amountCents int64) (PaymentIntent, error)
	GetIntent(ctx context.Context, intentID string) (PaymentIntent, error)
	// CancelIntent stops an unpaid intent from ever charging the card and
	// returns the intent's resulting state: canceled, or succeeded or
	// processing when the payment got there first and could not be stopped.
	CancelIntent(ctx context.Context, intentID string) (PaymentIntent, error)
	// Refund gives back amountCents of a succeeded intent, at most what is
	// left of it. key names the refund: asking again with the same key
	// refunds nothing more and succeeds.
	Refund(ctx context.Context, intentID string, amountCents int64, key string) error
}

// Card is a card typed into the test-mode form. It is never stored or logged.
type Card struct {
	Number   string
	ExpMonth int
	ExpYear  int
	CVC      string
	Name     string
	Email    string
}

// CardCharger confirms an intent with a card on the server. Only the
// test-mode gateway has it; a refused card is a domain error with
// CodePaymentFailed and the card's message.
type CardCharger interface {
	ConfirmWithCard(ctx context.Context, intentID string, card Card) (PaymentIntent, error)
}

// PaymentEvent is a verified gateway notification about an intent.
type PaymentEvent struct {
	ID     string
	Type   string // "payment_intent.succeeded" or "payment_intent.payment_failed"
	Intent PaymentIntent
}

// WebhookVerifier checks a signed webhook and parses its event. A bad
// signature gives a domain error with CodeInvalid.
type WebhookVerifier interface {
	ParseEvent(payload []byte, signatureHeader string) (PaymentEvent, error)
}
