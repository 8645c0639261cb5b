package httpapi

import (
	"io"

	"github.com/gin-gonic/gin"

	"github.com/palletshop/pallet/app"
	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

type intentView struct {
	ClientSecret string            `json:"clientSecret"`
	AmountCents  int64             `json:"amountCents"`
	Mode         ports.PaymentMode `json:"mode"`
}

func (s *Server) createPaymentIntent(c *gin.Context, _ none) (intentView, error) {
	in, err := s.d.PaymentIntent.Handle(c.Request.Context(), currentUser(c), c.Param("id"))
	return intentView(in), err
}

// confirmRequest carries either Stripe's intent id or, in test mode only,
// the card typed into the shop's own form. The card is never logged.
type confirmRequest struct {
	PaymentIntentID string `json:"paymentIntentId,omitempty"`
	Number          string `json:"number,omitempty"`
	ExpMonth        int    `json:"expMonth,omitempty"`
	ExpYear         int    `json:"expYear,omitempty"`
	CVC             string `json:"cvc,omitempty"`
	Name            string `json:"name,omitempty"`
	Email           string `json:"email,omitempty"`
}

func (s *Server) confirmPayment(c *gin.Context, req confirmRequest) (bookingView, error) {
	in := app.PaymentConfirmation{PaymentIntentID: req.PaymentIntentID}
	if req.Number != "" {
		if s.d.Gateway.Mode() != ports.PaymentTest {
			return bookingView{}, invalid("number", "Card details are taken by the payment provider's form")
		}
		in.Card = &ports.Card{Number: req.Number, ExpMonth: req.ExpMonth, ExpYear: req.ExpYear, CVC: req.CVC, Name: req.Name, Email: req.Email}
	}
	b, err := s.d.ConfirmPayment.Handle(c.Request.Context(), currentUser(c), c.Param("id"), in)
	return s.bookingViewFor(c)(b), err
}

const maxWebhookBody = 256 << 10

// stripeWebhook reads the event's raw bytes itself: its signature covers them.
func (s *Server) stripeWebhook(c *gin.Context, _ none) (webhookReceivedView, error) {
	if s.d.Webhooks == nil {
		return webhookReceivedView{}, domain.NotFound("Webhook")
	}
	payload, err := io.ReadAll(io.LimitReader(c.Request.Body, maxWebhookBody))
	if err != nil {
		return webhookReceivedView{}, invalid("", "The webhook body could not be read")
	}
	ev, err := s.d.Webhooks.ParseEvent(payload, c.GetHeader("Stripe-Signature"))
	if err != nil {
		return webhookReceivedView{}, err
	}
	if err := s.d.PaymentEvent.Handle(c.Request.Context(), ev); err != nil {
		return webhookReceivedView{}, err
	}
	return webhookReceivedView{Received: true}, nil
}

type webhookReceivedView struct {
	Received bool `json:"received"`
}
