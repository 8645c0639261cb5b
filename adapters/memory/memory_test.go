package memory_test

import (
	"testing"

	"github.com/palletshop/pallet/adapters/contracttest"
	"github.com/palletshop/pallet/adapters/memory"
	"github.com/palletshop/pallet/ports"
	"github.com/stretchr/testify/require"
	"go.uber.org/fx"
	"go.uber.org/fx/fxtest"
)

var caps = contracttest.Capabilities{ConcurrentAtomicity: true}

func newStore(*testing.T) ports.Store { return memory.NewStore() }

func TestStoreContract(t *testing.T) {
	contracttest.RunStoreSuite(t, newStore, caps)
}

func TestContention(t *testing.T) {
	contracttest.RunContentionSuite(t, newStore, caps)
}

func TestModuleProvidesStore(t *testing.T) {
	var store ports.Store
	app := fxtest.New(t, memory.Module, fx.Populate(&store))
	app.RequireStart()
	defer app.RequireStop()
	require.NoError(t, store.Ping(t.Context()))
}

func TestImportsTwentyThousandProductsInOneCall(t *testing.T) {
	contracttest.RunLargeImport(t, newStore, 20000)
}
