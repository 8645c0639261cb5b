package memory

import (
	"go.uber.org/fx"

	"github.com/palletshop/pallet/ports"
)

// Module provides a fresh in-memory store as ports.Store.
var Module = fx.Module("memory",
	fx.Provide(fx.Annotate(NewStore, fx.As(new(ports.Store)))),
)
