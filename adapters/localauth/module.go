package localauth

import (
	"context"

	"go.uber.org/fx"

	"github.com/palletshop/pallet/adapters/config"
	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// SignUpHook, when provided to the fx graph, runs on each new user before it
// is saved (see Options.OnSignUp).
type SignUpHook func(ctx context.Context, u *domain.User)

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
	Hook   SignUpHook `optional:"true"`
}

func newFromConfig(p params) *Accounts {
	return New(p.Users, p.Creds, Options{SessionTTL: p.Config.SessionTTL, OnSignUp: p.Hook})
}
