package httpapi

import (
	"io"
	"net/http"

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

func (s *Server) createPaymentIntent(c *gin.Context) {
	in, err := s.d.PaymentIntent.Handle(c.Request.Context(), currentUser(c), c.Param("id"))
	respond(c, http.StatusOK, intentView(in), err)
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

func (s *Server) confirmPayment(c *gin.Context) {
	var req confirmRequest
	if err := decodeJSON(c, &req); err != nil {
		abortWithError(c, err)
		return
	}
	in := app.PaymentConfirmation{PaymentIntentID: req.PaymentIntentID}
	if req.Number != "" {
		if s.d.Gateway.Mode() != ports.PaymentTest {
			abortWithError(c, invalid("number", "Card details are taken by the payment provider's form"))
			return
		}
		in.Card = &ports.Card{Number: req.Number, ExpMonth: req.ExpMonth, ExpYear: req.ExpYear, CVC: req.CVC, Name: req.Name, Email: req.Email}
	}
	b, err := s.d.ConfirmPayment.Handle(c.Request.Context(), currentUser(c), c.Param("id"), in)
	respond(c, http.StatusOK, s.bookingViewFor(c)(b), err)
}

const maxWebhookBody = 256 << 10

func (s *Server) stripeWebhook(c *gin.Context) {
	if s.d.Webhooks == nil {
		abortWithError(c, domain.NotFound("Webhook"))
		return
	}
	payload, err := io.ReadAll(io.LimitReader(c.Request.Body, maxWebhookBody))
	if err != nil {
		abortWithError(c, invalid("", "The webhook body could not be read"))
		return
	}
	ev, err := s.d.Webhooks.ParseEvent(payload, c.GetHeader("Stripe-Signature"))
	if err != nil {
		abortWithError(c, err)
		return
	}
	if err := s.d.PaymentEvent.Handle(c.Request.Context(), ev); err != nil {
		abortWithError(c, err)
		return
	}
	c.JSON(http.StatusOK, webhookReceivedView{Received: true})
}

type webhookReceivedView struct {
	Received bool `json:"received"`
}
