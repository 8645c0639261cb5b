package main

import (
	"go.uber.org/fx"

	"github.com/palletshop/pallet/adapters/config"
	"github.com/palletshop/pallet/app"
	"github.com/palletshop/pallet/ports"
)

// returnsModule is returns (RMA): the buyer's requests within
// PALLET_RETURN_DAYS of delivery and the admins' steps.
var returnsModule = fx.Options(
	fx.Provide(
		func(cfg config.Config) app.ReturnDays { return app.ReturnDays(cfg.ReturnDays) },
		func(s ports.Store) ports.ReturnRepository { return s },
		// a return's refund is one of the order's partial refunds
		func(refunds *app.RefundBooking) app.ReturnRefunder { return refunds },
		app.NewRequestReturn, app.NewReturnQueries, app.NewApproveReturn, app.NewRejectReturn,
		app.NewReceiveReturn, app.NewRefundReturn,
	),
)
