package imghost

import (
	"io"
	"log/slog"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.uber.org/fx"
	"go.uber.org/fx/fxtest"

	"github.com/palletshop/pallet/adapters/config"
	"github.com/palletshop/pallet/ports"
)

func TestModuleProvidesStoreFromConfig(t *testing.T) {
	cfg := config.Config{ImgHostURL: "https://host.test/1/upload", ImgHostKey: "k", ImgHostExpiration: 600, ImgHostImagesURL: "https://i.host.test/"}
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	require.NoError(t, fx.ValidateApp(Module, fx.Supply(cfg, log), fx.Invoke(func(ports.ImageStore) {})))

	var store *Store
	var port ports.ImageStore
	fxtest.New(t, Module, fx.Supply(cfg, log), fx.Populate(&store, &port)).RequireStart().RequireStop()
	assert.Same(t, store, port)
	assert.Equal(t, Options{URL: cfg.ImgHostURL, APIKey: "k", ExpirationSeconds: 600, ImagesURL: "https://i.host.test/", Log: log}, store.opts)
}
