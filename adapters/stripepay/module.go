package stripepay

import (
	"go.uber.org/fx"

	"github.com/palletshop/pallet/adapters/config"
	"github.com/palletshop/pallet/ports"
)

// NewFromConfig builds the gateway from Pallet's settings.
func NewFromConfig(cfg config.Config) *Gateway {
	return New(Options{
		SecretKey:     cfg.StripeSecretKey,
		WebhookSecret: cfg.StripeWebhookSecret,
		APIBase:       cfg.StripeAPIBase,
	})
}

// Module provides one Stripe gateway as the PaymentGateway and the
// WebhookVerifier.
var Module = fx.Module("stripepay",
	fx.Provide(fx.Annotate(NewFromConfig,
		fx.As(new(ports.PaymentGateway)),
		fx.As(new(ports.WebhookVerifier)),
	)),
)
