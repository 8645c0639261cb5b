package mongodb

import (
	"context"
	"time"

	"go.uber.org/fx"

	"github.com/palletshop/pallet/adapters/config"
	"github.com/palletshop/pallet/ports"
)

// connectTimeout bounds the first connection, ping and index creation at start.
const connectTimeout = 30 * time.Second

// Module provides the MongoDB store as ports.Store.
var Module = fx.Module("mongodb",
	fx.Provide(fx.Annotate(newFromConfig, fx.As(new(ports.Store)))),
)

func newFromConfig(lc fx.Lifecycle, cfg config.Config) (*Store, error) {
	ctx, cancel := context.WithTimeout(context.Background(), connectTimeout)
	defer cancel()
	s, err := Connect(ctx, cfg.MongoURI, cfg.MongoDatabase)
	if err != nil {
		return nil, err
	}
	lc.Append(fx.StopHook(s.Close))
	return s, nil
}
