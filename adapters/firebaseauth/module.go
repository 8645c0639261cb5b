package firebaseauth

import (
	"context"

	"go.uber.org/fx"

	"github.com/palletshop/pallet/adapters/config"
	"github.com/palletshop/pallet/ports"
)

// Module provides Verifier as ports.TokenVerifier.
var Module = fx.Module("firebaseauth",
	fx.Provide(fx.Annotate(newFromConfig, fx.As(new(ports.TokenVerifier)))),
)

func newFromConfig(cfg config.Config) (*Verifier, error) {
	return New(context.Background(), Options{ProjectID: cfg.FirebaseProjectID, CredentialsFile: cfg.FirebaseCredentials})
}
