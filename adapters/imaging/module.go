package imaging

import (
	"go.uber.org/fx"

	"github.com/palletshop/pallet/ports"
)

// Module provides the ports.ImageProcessor.
var Module = fx.Module("imaging",
	fx.Provide(fx.Annotate(New, fx.As(new(ports.ImageProcessor)))),
)
