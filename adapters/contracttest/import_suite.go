package contracttest

import (
	"fmt"
	"strings"
	"testing"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// importRow is what an import file says about existing: new fields, a
// fresh id and creation time (which the store must not take), and the SKU in
// another case.
func importRow(existing domain.Product, name string, stock int64) domain.Product {
	row := newProduct(name, existing.Brand, existing.PriceCents+100, stock, at(90))
	row.SKU = strings.ToLower(existing.SKU)
	row.LowStockThreshold = 3
	return row
}

func catalogueBySKU(t *testing.T, store ports.Store) map[string]domain.Product {
	t.Helper()
	page, err := listProducts(t, store, domain.ProductFilter{PageRequest: domain.PageRequest{Limit: domain.MaxPageLimit}})
	require.NoError(t, err)
	bySKU := map[string]domain.Product{}
	for _, p := range page.Items {
		bySKU[domain.SKUKey(p.SKU)] = normProduct(p)
	}
	return bySKU
}

func (s suite) testImport(t *testing.T) {
	t.Run("creates new SKUs and updates existing ones whatever the case", func(t *testing.T) {
		store := s.newStore(t)
		ssd := mustCreateProduct(t, store, newProduct("SSD 1TB", "Samsung", 6999, 100, at(1)))
		ram := mustCreateProduct(t, store, newProduct("DDR5 32GB", "Kingston", 8999, 50, at(2)))
		fresh := newProduct("HDD 8TB", "Seagate", 18999, 40, at(3))
		row := importRow(ssd, "SSD 1TB (2025)", 70)

		created, updated, err := store.ImportProducts(ctx(t), []domain.Product{row, fresh})
		require.NoError(t, err)
		assert.Equal(t, 1, created)
		assert.Equal(t, 1, updated)

		got := catalogueBySKU(t, store)
		require.Len(t, got, 3)
		want := row
		want.ID, want.CreatedAt = ssd.ID, ssd.CreatedAt
		assertSameProduct(t, want, got[domain.SKUKey(ssd.SKU)])
		assertSameProduct(t, fresh, got[domain.SKUKey(fresh.SKU)])
		assertSameProduct(t, ram, got[domain.SKUKey(ram.SKU)])
	})
	t.Run("a duplicate SKU in the file writes nothing", func(t *testing.T) {
		store := s.newStore(t)
		ssd := mustCreateProduct(t, store, newProduct("SSD 1TB", "Samsung", 6999, 100, at(1)))
		again := newProduct("HDD 8TB", "Seagate", 18999, 40, at(3))
		again.SKU = "hdd-8"
		twice := again
		twice.ID, twice.SKU = domain.NewID(), "HDD-8"
		_, _, err := store.ImportProducts(ctx(t), []domain.Product{importRow(ssd, "Changed", 1), again, twice})
		requireCode(t, err, domain.CodeConflict)
		assert.Equal(t, map[string]domain.Product{domain.SKUKey(ssd.SKU): normProduct(ssd)}, catalogueBySKU(t, store))
	})
	t.Run("a row the store refuses writes nothing", func(t *testing.T) {
		store := s.newStore(t)
		ssd := mustCreateProduct(t, store, newProduct("SSD 1TB", "Samsung", 6999, 100, at(1)))
		rows := []domain.Product{importRow(ssd, "Changed", 1)}
		for i := range 5 {
			rows = append(rows, newProduct(fmt.Sprintf("Fan %d", i), "Noctua", 1999, 10, at(2)))
		}
		clash := newProduct("Clash", "Noctua", 1999, 10, at(2))
		clash.ID = ssd.ID // a new SKU under an id another product has
		_, _, err := store.ImportProducts(ctx(t), append(rows, clash))
		require.Error(t, err)
		assert.Equal(t, map[string]domain.Product{domain.SKUKey(ssd.SKU): normProduct(ssd)}, catalogueBySKU(t, store))
	})
	t.Run("importing the same file twice creates then updates", func(t *testing.T) {
		store := s.newStore(t)
		rows := []domain.Product{newProduct("A", "Acme", 100, 1, at(1)), newProduct("B", "Acme", 200, 2, at(1))}
		created, updated, err := store.ImportProducts(ctx(t), rows)
		require.NoError(t, err)
		assert.Equal(t, [2]int{2, 0}, [2]int{created, updated})
		for i := range rows {
			rows[i].ID, rows[i].Stock = domain.NewID(), 9
		}
		created, updated, err = store.ImportProducts(ctx(t), rows)
		require.NoError(t, err)
		assert.Equal(t, [2]int{0, 2}, [2]int{created, updated})
		got := catalogueBySKU(t, store)
		require.Len(t, got, 2)
		for _, p := range got {
			assert.Equal(t, int64(9), p.Stock)
		}
	})
	t.Run("an empty file changes nothing", func(t *testing.T) {
		store := s.newStore(t)
		created, updated, err := store.ImportProducts(ctx(t), nil)
		require.NoError(t, err)
		assert.Equal(t, [2]int{0, 0}, [2]int{created, updated})
	})
	// More rows than one write command of some servers takes; the stores'
	// own tests import 20,000 (RunLargeImport).
	t.Run("imports a large file in one call", func(t *testing.T) { s.testLargeImport(t, 150) })
}

// testLargeImport imports n new products over n existing ones.
func (s suite) testLargeImport(t *testing.T, n int) {
	store := s.newStore(t)
	rows := make([]domain.Product, 0, 2*n)
	for i := range n {
		p := newProduct(fmt.Sprintf("Part %d", i), "Bulk", int64(100+i), 10, at(1))
		p.SKU = fmt.Sprintf("BULK-%06d", i)
		rows = append(rows, p)
	}
	created, updated, err := store.ImportProducts(ctx(t), rows)
	require.NoError(t, err)
	require.Equal(t, [2]int{n, 0}, [2]int{created, updated})
	for i := range rows {
		rows[i].ID, rows[i].SKU, rows[i].Stock = domain.NewID(), strings.ToLower(rows[i].SKU), 20
	}
	for i := range n {
		p := newProduct(fmt.Sprintf("Extra %d", i), "Bulk", 100, 5, at(2))
		p.SKU = fmt.Sprintf("EXTRA-%06d", i)
		rows = append(rows, p)
	}
	created, updated, err = store.ImportProducts(ctx(t), rows)
	require.NoError(t, err)
	assert.Equal(t, [2]int{n, n}, [2]int{created, updated})
	count, err := store.CountProducts(ctx(t))
	require.NoError(t, err)
	assert.Equal(t, 2*n, count)
	got, err := store.GetProductsBySKU(ctx(t), []string{"bulk-000000"})
	require.NoError(t, err)
	require.Len(t, got, 1)
	assert.Equal(t, int64(20), got[0].Stock)
}

// RunLargeImport imports n products twice over, for a store's own test of
// a file as large as the shop accepts (20,000 rows).
func RunLargeImport(t *testing.T, newStore StoreFactory, n int) {
	suite{newStore: newStore}.testLargeImport(t, n)
}
