package stripepay

import (
	"errors"
	"fmt"
	"net/url"
	"strings"

	"github.com/stripe/stripe-go/v85"

	"github.com/palletshop/pallet/domain"
)

var errUnavailable = domain.ErrPaymentUnavailable

// translateError turns a stripe-go error into a domain error: a refused card
// keeps Stripe's message for the shopper; an unreachable or failing Stripe
// is unavailable; anything else is our bug and stays wrapped as internal.
func translateError(err error, action string) error {
	var se *stripe.Error
	if errors.As(err, &se) {
		switch {
		case se.Type == stripe.ErrorTypeCard:
			return &domain.Error{Code: domain.CodePaymentFailed, Message: cardMessage(se)}
		case se.HTTPStatusCode >= 500 || se.HTTPStatusCode == 429 || se.Type == stripe.ErrorTypeAPI:
			return errUnavailable
		case se.Code == stripe.ErrorCodeResourceMissing:
			return domain.NotFound("Payment")
		case se.Code == stripe.ErrorCodeChargeAlreadyRefunded:
			return domain.Errorf(domain.CodeConflict, "This payment was already refunded")
		case se.Code == stripe.ErrorCodeAmountTooLarge:
			return domain.Errorf(domain.CodeConflict, "The refund is more than is left of the payment")
		}
		return fmt.Errorf("stripe: %s: %w", action, err)
	}
	var ue *url.Error
	if errors.As(err, &ue) || nonJSONServerError(err) {
		return errUnavailable
	}
	return fmt.Errorf("stripe: %s: %w", action, err)
}

// isUnexpectedState reports Stripe refusing an action because of the
// intent's status, such as cancelling one that already succeeded.
func isUnexpectedState(err error) bool {
	var se *stripe.Error
	return errors.As(err, &se) && se.Code == stripe.ErrorCodePaymentIntentUnexpectedState
}

func cardMessage(se *stripe.Error) string {
	if se.Msg != "" {
		return se.Msg
	}
	return "Your card was declined."
}

// nonJSONServerError spots a 5xx whose body was not Stripe's JSON (a proxy's
// error page, say): stripe-go reports it only as an untyped decoding error.
func nonJSONServerError(err error) bool {
	return strings.HasPrefix(err.Error(), "Couldn't deserialize JSON (response status: 5")
}
