package sqlite_test

import (
	"context"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.uber.org/fx"
	"go.uber.org/fx/fxtest"

	"github.com/palletshop/pallet/adapters/config"
	"github.com/palletshop/pallet/adapters/contracttest"
	"github.com/palletshop/pallet/adapters/searchindex"
	"github.com/palletshop/pallet/adapters/sqlite"
	"github.com/palletshop/pallet/adapters/sqlite/sqlitetest"
	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

var caps = contracttest.Capabilities{ConcurrentAtomicity: true}

func openTemp(t testing.TB) *sqlite.Store { return sqlitetest.OpenNew(t) }

func newStore(t *testing.T) ports.Store { return openTemp(t) }

func TestStoreContract(t *testing.T) {
	contracttest.RunStoreSuite(t, newStore, caps)
}

func TestContention(t *testing.T) {
	contracttest.RunContentionSuite(t, newStore, caps)
}

func product(stock int64) domain.Product {
	now := time.Now().UTC()
	return domain.Product{
		ID: domain.NewID(), Name: "Pallet of SSDs", Brand: "Samsung", PriceCents: 6999, Stock: stock,
		Descriptions: "1TB NVMe", Img: "/uploads/ssd.png", MinOrderQuantity: 1, CreatedAt: now, UpdatedAt: now,
	}
}

// order is an unpaid one-line order of p, built as checkout builds it.
func order(t testing.TB, p domain.Product, quantity int64) domain.Booking {
	t.Helper()
	buyer := domain.User{ID: domain.NewID(), Email: "me@example.com", Name: "Me"}
	in := domain.BookingInput{ProductID: p.ID, Quantity: quantity, Address: "1 Dock Road", Phone: "+1 555 0100"}
	b, err := domain.NewBooking(in, p, buyer, time.Now())
	require.NoError(t, err)
	return b
}

func TestDataSurvivesCloseAndReopen(t *testing.T) {
	path := filepath.Join(t.TempDir(), "nested", "dir", "pallet.db") // Open makes the directories
	s, err := sqlite.Open(path)
	require.NoError(t, err)
	p := product(500)
	require.NoError(t, s.CreateProduct(t.Context(), p))
	b := order(t, p, 20)
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
	err = s.PlaceBooking(t.Context(), order(t, product(1), 1), domain.OrderRules{})
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
		require.NoError(b, s.PlaceBooking(b.Context(), order(b, p, 1), domain.OrderRules{}))
	}
}

// Two stores on one file stand in for two replicas on one database: a
// product written through one shows in the other's searches within 2 s,
// through the change feed its index polls.
func TestAWriteShowsInAnotherProcesssSearchWithinTwoSeconds(t *testing.T) {
	path := filepath.Join(t.TempDir(), sqlite.FileName)
	writer, reader := sqlitetest.Open(t, path), sqlitetest.Open(t, path)
	ix := searchindex.New(reader)
	require.NoError(t, ix.CatchUp(t.Context()))
	ctx, stop := context.WithCancel(t.Context())
	defer stop()
	go ix.Poll(ctx, 250*time.Millisecond, func() {}, func(err error) { t.Error(err) })

	p := product(500)
	p.Name = "Quasar cooler"
	require.NoError(t, writer.CreateProduct(t.Context(), p))
	written := time.Now()
	found := func(f domain.ProductFilter) bool {
		hits, err := ix.Search(t.Context(), f, nil)
		require.NoError(t, err)
		return hits.Page.Total == 1
	}
	require.Eventually(t, func() bool { return found(domain.ProductFilter{Query: "quasar"}) }, 2*time.Second, 20*time.Millisecond)
	t.Logf("seen after %s", time.Since(written))

	_, err := writer.UpdateProduct(t.Context(), p.ID, func(p *domain.Product) error { p.Stock = 0; return nil })
	require.NoError(t, err)
	require.Eventually(t, func() bool { return !found(domain.ProductFilter{Query: "quasar", InStock: true}) }, 2*time.Second, 20*time.Millisecond)
	require.NoError(t, writer.DeleteProduct(t.Context(), p.ID))
	require.Eventually(t, func() bool { return !found(domain.ProductFilter{Query: "quasar"}) }, 2*time.Second, 20*time.Millisecond)
}

// Two Store values on one file are two replicas sharing a volume: the
// expiry sweep must still restock each booking once.
func TestTwoStoresOnOneFileExpireEachBookingOnce(t *testing.T) {
	path := filepath.Join(t.TempDir(), "pallet.db")
	first, err := sqlite.Open(path)
	require.NoError(t, err)
	t.Cleanup(func() { _ = first.Close() })
	second, err := sqlite.Open(path)
	require.NoError(t, err)
	t.Cleanup(func() { _ = second.Close() })
	contracttest.RaceExpiry(t, first, second)
}
