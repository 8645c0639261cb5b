package localauth

import (
	"go.uber.org/fx"

	"github.com/palletshop/pallet/adapters/config"
	"github.com/palletshop/pallet/ports"
)

// Module provides Accounts as ports.LocalAccounts and ports.TokenVerifier.
var Module = fx.Module("localauth",
	fx.Provide(fx.Annotate(newFromConfig,
		fx.As(new(ports.LocalAccounts)),
		fx.As(new(ports.TokenVerifier)),
	)),
)

type params struct {
	fx.In
	Config config.Config
	Users  ports.UserRepository
	Creds  ports.CredentialRepository
}

func newFromConfig(p params) *Accounts {
	return New(p.Users, p.Creds, Options{SessionTTL: p.Config.SessionTTL})
}
