package stripepay

import (
	"github.com/stripe/stripe-go/v85"

	"github.com/palletshop/pallet/ports"
)

// orderIDKey is the intent metadata key that carries the booking id.
const orderIDKey = "order_id"

func toPortIntent(pi *stripe.PaymentIntent) ports.PaymentIntent {
	out := ports.PaymentIntent{
		ID:           pi.ID,
		ClientSecret: pi.ClientSecret,
		AmountCents:  pi.Amount,
		Currency:     string(pi.Currency),
		Status:       string(pi.Status),
		OrderID:      pi.Metadata[orderIDKey],
	}
	if pi.LastPaymentError != nil {
		out.LastError = pi.LastPaymentError.Msg
	}
	return out
}
