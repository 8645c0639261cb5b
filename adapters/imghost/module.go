package imghost

import (
	"log/slog"

	"go.uber.org/fx"

	"github.com/palletshop/pallet/adapters/config"
	"github.com/palletshop/pallet/ports"
)

// Module provides *Store and ports.ImageStore from PALLET_IMGHOST_*.
var Module = fx.Module("imghost",
	fx.Provide(fx.Annotate(NewFromConfig, fx.As(fx.Self()), fx.As(new(ports.ImageStore)))),
)

// NewFromConfig builds the store from the image-host settings.
func NewFromConfig(cfg config.Config, log *slog.Logger) *Store {
	return New(Options{URL: cfg.ImgHostURL, APIKey: cfg.ImgHostKey, ExpirationSeconds: cfg.ImgHostExpiration,
		ImagesURL: cfg.ImgHostImagesURL, Log: log})
}
