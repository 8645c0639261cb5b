package mongodb

import (
	"context"
	"testing"

	"github.com/stretchr/testify/require"
	"go.uber.org/fx"
	"go.uber.org/fx/fxtest"

	"github.com/palletshop/pallet/adapters/config"
	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

func TestModuleProvidesAStoreAndClosesItOnStop(t *testing.T) {
	cfg := config.Config{Store: "mongodb", MongoURI: testURI, MongoDatabase: "pallet_test_" + domain.NewID()}
	var store ports.Store
	app := fxtest.New(t, fx.Supply(cfg), Module, fx.Populate(&store))
	app.RequireStart()
	require.NoError(t, store.Ping(t.Context()))
	require.NoError(t, store.(*Store).db.Drop(t.Context()))
	app.RequireStop()
	require.True(t, domain.IsCode(store.Ping(context.Background()), domain.CodeUnavailable), "closed on stop")
}
