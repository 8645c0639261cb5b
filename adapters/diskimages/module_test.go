package diskimages

import (
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.uber.org/fx"
	"go.uber.org/fx/fxtest"

	"github.com/palletshop/pallet/adapters/config"
	"github.com/palletshop/pallet/ports"
)

func TestModuleProvidesStoreAndPort(t *testing.T) {
	cfg := config.Config{DataDir: t.TempDir()}
	require.NoError(t, fx.ValidateApp(Module, fx.Supply(cfg), fx.Invoke(func(ports.ImageStore, *Store) {})))

	var store *Store
	var port ports.ImageStore
	app := fxtest.New(t, Module, fx.Supply(cfg), fx.Populate(&store, &port))
	app.RequireStart().RequireStop()
	assert.Same(t, store, port)
	assert.Equal(t, filepath.Join(cfg.DataDir, "images"), store.Dir())
	assert.DirExists(t, store.Dir())
}
