package dirmail

import (
	"path/filepath"

	"go.uber.org/fx"

	"github.com/palletshop/pallet/adapters/config"
	"github.com/palletshop/pallet/ports"
)

// Module provides ports.Mailer writing .eml files to <DataDir>/outbox.
var Module = fx.Module("dirmail",
	fx.Provide(fx.Annotate(NewFromConfig, fx.As(new(ports.Mailer)))),
)

// NewFromConfig writes into <DataDir>/outbox as PALLET_MAIL_FROM.
func NewFromConfig(cfg config.Config) (*Outbox, error) {
	return New(filepath.Join(cfg.DataDir, "outbox"), cfg.MailFrom)
}
