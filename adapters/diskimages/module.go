package diskimages

import (
	"path/filepath"

	"go.uber.org/fx"

	"github.com/palletshop/pallet/adapters/config"
	"github.com/palletshop/pallet/ports"
)

// Module provides *Store (for its Handler) and ports.ImageStore, keeping
// images in <DataDir>/images.
var Module = fx.Module("diskimages",
	fx.Provide(fx.Annotate(NewFromConfig, fx.As(fx.Self()), fx.As(new(ports.ImageStore)))),
)

// NewFromConfig opens the store in <DataDir>/images.
func NewFromConfig(cfg config.Config) (*Store, error) {
	return New(filepath.Join(cfg.DataDir, "images"))
}
