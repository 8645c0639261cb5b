package sqlite_test

import (
	"context"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

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

func product(stock int64) domain.Product {
	now := time.Now().UTC()
	return domain.Product{
		ID: domain.NewID(), Name: "Pallet of SSDs", Brand: "Samsung", PriceCents: 6999, Stock: stock,
		Descriptions: "1TB NVMe", Img: "/uploads/ssd.png", MinOrderQuantity: 1, CreatedAt: now, UpdatedAt: now,
	}
}

func TestContention(t *testing.T) {
	contracttest.RunContentionSuite(t, newStore, caps)
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
