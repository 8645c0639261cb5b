//go:build !race

// One goroutine: the race detector has nothing to watch here, and it slows the pure-Go
// SQLite engine many times over, so these run in make test's pass without it (docs/testing.md).

package sqlite_test

import (
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.uber.org/fx"
	"go.uber.org/fx/fxtest"

	"github.com/palletshop/pallet/adapters/config"
	"github.com/palletshop/pallet/adapters/contracttest"
	"github.com/palletshop/pallet/adapters/sqlite"
	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

func TestStoreContract(t *testing.T) {
	contracttest.RunStoreSuite(t, newStore, caps)
}

func TestDataSurvivesCloseAndReopen(t *testing.T) {
	path := filepath.Join(t.TempDir(), "nested", "dir", "pallet.db") // Open makes the directories
	s, err := sqlite.Open(path)
	require.NoError(t, err)
	p := product(500)
	require.NoError(t, s.CreateProduct(t.Context(), p))
	b := contracttest.UnpaidOrder(t, p, 20)
	require.NoError(t, s.PlaceBooking(t.Context(), b, domain.OrderRules{}))
	assert.FileExists(t, path+"-wal", "the store runs in WAL mode")
	require.NoError(t, s.Close())
	assert.NoFileExists(t, path+"-wal", "closing folds the log back into the file")

	s, err = sqlite.Open(path)
	require.NoError(t, err)
	defer func() { _ = s.Close() }()
	got, err := s.GetProduct(t.Context(), p.ID)
	require.NoError(t, err)
	assert.Equal(t, int64(480), got.Stock)
	booking, err := s.GetBooking(t.Context(), b.ID)
	require.NoError(t, err)
	assert.Equal(t, "me@example.com", booking.History[0].By)
	assert.Equal(t, b.Lines, booking.Lines)
	require.NoError(t, s.Migrate(t.Context()), "migrating twice is harmless")
}

func TestClosedStoreIsUnavailable(t *testing.T) {
	s, err := sqlite.Open(filepath.Join(t.TempDir(), "pallet.db"))
	require.NoError(t, err)
	require.NoError(t, s.Close())

	err = s.Ping(t.Context())
	assert.Equal(t, domain.CodeUnavailable, domain.ErrorCode(err), "error: %v", err)
	_, err = s.GetProduct(t.Context(), domain.NewID())
	assert.Equal(t, domain.CodeUnavailable, domain.ErrorCode(err), "error: %v", err)
	err = s.PlaceBooking(t.Context(), contracttest.UnpaidOrder(t, product(1), 1), domain.OrderRules{})
	assert.Equal(t, domain.CodeUnavailable, domain.ErrorCode(err), "error: %v", err)
	assert.Contains(t, err.Error(), "The store is unavailable, please try again shortly")
}

func TestOpenFailsClearlyWhenTheDirectoryCantBeMade(t *testing.T) {
	blocker := filepath.Join(t.TempDir(), "file")
	s, err := sqlite.Open(blocker)
	require.NoError(t, err)
	require.NoError(t, s.Close())
	_, err = sqlite.Open(filepath.Join(blocker, "pallet.db"))
	require.Error(t, err)
	assert.Contains(t, err.Error(), "data directory")
}

func TestModuleOpensDataDirAndClosesOnStop(t *testing.T) {
	dir := t.TempDir()
	var store ports.Store
	app := fxtest.New(t, sqlite.Module, fx.Supply(config.Config{DataDir: dir}), fx.Populate(&store))
	app.RequireStart()
	require.NoError(t, store.Ping(t.Context()))
	assert.FileExists(t, filepath.Join(dir, "pallet.db"))
	app.RequireStop()
	assert.Equal(t, domain.CodeUnavailable, domain.ErrorCode(store.Ping(t.Context())), "the store is closed on stop")
}

func BenchmarkPlaceBooking(b *testing.B) {
	s := openTemp(b)
	p := product(domain.MaxStock)
	require.NoError(b, s.CreateProduct(b.Context(), p))
	for b.Loop() {
		require.NoError(b, s.PlaceBooking(b.Context(), contracttest.UnpaidOrder(b, p, 1), domain.OrderRules{}))
	}
}
