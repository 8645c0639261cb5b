package main

import (
	"context"

	"go.uber.org/fx"

	"github.com/palletshop/pallet/adapters/config"
	"github.com/palletshop/pallet/app"
	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// returnsModule is returns (RMA): the buyer's requests within
// PALLET_RETURN_DAYS of delivery and the admins' steps.
var returnsModule = fx.Options(
	fx.Provide(
		func(cfg config.Config) app.ReturnDays { return app.ReturnDays(cfg.ReturnDays) },
		func(s ports.Store) ports.ReturnRepository { return s },
		fx.Annotate(func() unavailableRefunds { return unavailableRefunds{} }, fx.As(new(app.ReturnRefunder))),
		app.NewRequestReturn, app.NewReturnQueries, app.NewApproveReturn, app.NewRejectReturn,
		app.NewReceiveReturn, app.NewRefundReturn,
	),
)

// errRefundsUnavailable answers a return's refund until partial refunds
// are wired in as the ReturnRefunder.
var errRefundsUnavailable = domain.Errorf(domain.CodeUnavailable, "Refunds are not available yet")

// unavailableRefunds is the ReturnRefunder of a shop without partial refunds.
type unavailableRefunds struct{}

func (unavailableRefunds) RefundReturn(context.Context, domain.User, string, domain.Return) (string, string, error) {
	return "", "", errRefundsUnavailable
}
