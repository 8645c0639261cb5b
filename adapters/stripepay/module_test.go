package stripepay

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"go.uber.org/fx"
	"go.uber.org/fx/fxtest"

	"github.com/palletshop/pallet/adapters/config"
	"github.com/palletshop/pallet/ports"
)

func TestModuleProvidesOneGatewayForBothPorts(t *testing.T) {
	var gateway ports.PaymentGateway
	var verifier ports.WebhookVerifier
	cfg := config.Config{StripeSecretKey: "sk_test_x", StripeWebhookSecret: "whsec_x", StripeAPIBase: "http://127.0.0.1:1"}
	app := fxtest.New(t, Module, fx.Supply(cfg), fx.Populate(&gateway, &verifier))
	app.RequireStart().RequireStop()

	assert.Equal(t, ports.PaymentStripe, gateway.Mode())
	g := gateway.(*Gateway)
	assert.Same(t, g, verifier.(*Gateway))
	assert.Equal(t, "whsec_x", g.webhookSecret)
}
