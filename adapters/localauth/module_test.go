package localauth

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.uber.org/fx"
	"go.uber.org/fx/fxtest"

	"github.com/palletshop/pallet/adapters/config"
	"github.com/palletshop/pallet/adapters/memory"
	"github.com/palletshop/pallet/ports"
)

func storeOptions(store testStore, ttl time.Duration) fx.Option {
	return fx.Options(
		fx.Supply(config.Config{SessionTTL: ttl}),
		fx.Provide(
			func() ports.UserRepository { return store },
			func() ports.CredentialRepository { return store },
		),
	)
}

func TestModuleProvidesBothPortsFromOneInstance(t *testing.T) {
	var (
		accounts ports.LocalAccounts
		verifier ports.TokenVerifier
	)
	app := fxtest.New(t, storeOptions(memory.NewStore(), 2*time.Hour), Module, fx.Populate(&accounts, &verifier))
	app.RequireStart()
	defer app.RequireStop()

	require.NotNil(t, accounts)
	assert.Same(t, accounts, verifier)
	assert.Equal(t, 2*time.Hour, accounts.(*Accounts).opts.SessionTTL)
}
