package testpay

import (
	"go.uber.org/fx"

	"github.com/palletshop/pallet/ports"
)

// Module provides one test-mode gateway as both the PaymentGateway and the
// server-side CardCharger.
var Module = fx.Module("testpay",
	fx.Provide(fx.Annotate(New,
		fx.As(new(ports.PaymentGateway)),
		fx.As(new(ports.CardCharger)),
	)),
)
