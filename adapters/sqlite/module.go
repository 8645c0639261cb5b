package sqlite

import (
	"context"

	"go.uber.org/fx"

	"github.com/palletshop/pallet/adapters/config"
	"github.com/palletshop/pallet/ports"
)

// Module opens <DataDir>/pallet.db as the ports.Store and closes it on stop.
var Module = fx.Module("sqlite",
	fx.Provide(fx.Annotate(openFromConfig, fx.As(new(ports.Store)))),
)

func openFromConfig(lc fx.Lifecycle, cfg config.Config) (*Store, error) {
	s, err := Open(PathIn(cfg.DataDir))
	if err != nil {
		return nil, err
	}
	lc.Append(fx.Hook{OnStop: func(context.Context) error { return s.Close() }})
	return s, nil
}
