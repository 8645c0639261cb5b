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

// importEdit is an import's change of existing: a new name, price, stock
// and low-stock threshold, and the part number in another case.
func importEdit(existing domain.Product, name string, stock int64) domain.ProductChange {
	before, after := existing, existing
	after.Name, after.PriceCents, after.Stock, after.LowStockThreshold = name, existing.PriceCents+100, stock, 3
	after.SKU, after.UpdatedAt = strings.ToLower(existing.SKU), at(90)
	return domain.ProductChange{Before: &before, After: after}
}

// newLots are n new products with numbered part numbers.
func newLots(prefix string, n int) []domain.ProductChange {
	changes := make([]domain.ProductChange, n)
	for i := range changes {
		p := newProduct(fmt.Sprintf("%s part %d", prefix, i), "Bulk", int64(100+i), 10, at(1))
		p.SKU = fmt.Sprintf("%s-%06d", prefix, i)
		changes[i] = domain.ProductChange{After: p}
	}
	return changes
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

// lateInImport is past the first write step of stores that write an
// import in steps (SQLite: 500 changes a step).
const lateInImport = 1200

func (s suite) testImport(t *testing.T) {
	t.Run("adds new products and changes existing ones", func(t *testing.T) {
		store := s.newStore(t)
		ssd := mustCreateProduct(t, store, newProduct("SSD 1TB", "Samsung", 6999, 100, at(1)))
		ram := mustCreateProduct(t, store, newProduct("DDR5 32GB", "Kingston", 8999, 50, at(2)))
		fresh := newProduct("HDD 8TB", "Seagate", 18999, 40, at(3))
		edit := importEdit(ssd, "SSD 1TB (2025)", 70)

		require.NoError(t, store.ImportProducts(ctx(t), []domain.ProductChange{edit, {After: fresh}}))

		got := catalogueBySKU(t, store)
		require.Len(t, got, 3)
		assertSameProduct(t, edit.After, got[domain.SKUKey(ssd.SKU)])
		assertSameProduct(t, fresh, got[domain.SKUKey(fresh.SKU)])
		assertSameProduct(t, ram, got[domain.SKUKey(ram.SKU)])
	})
	t.Run("sets only the fields the change changes", func(t *testing.T) {
		store := s.newStore(t)
		ssd := mustCreateProduct(t, store, newProduct("SSD 1TB", "Samsung", 6999, 100, at(1)))
		before, after := ssd, ssd
		after.PriceCents, after.UpdatedAt = 1, at(90)
		_, err := store.UpdateProduct(ctx(t), ssd.ID, func(p *domain.Product) error { p.Stock = 60; return nil }) // an order meanwhile
		require.NoError(t, err)

		require.NoError(t, store.ImportProducts(ctx(t), []domain.ProductChange{{Before: &before, After: after}}))

		got, err := store.GetProduct(ctx(t), ssd.ID)
		require.NoError(t, err)
		assert.Equal(t, int64(1), got.PriceCents)
		assert.Equal(t, int64(60), got.Stock, "stock the import didn't change stays as the order left it")
	})
	t.Run("a part number twice in the import writes nothing", func(t *testing.T) {
		store := s.newStore(t)
		ssd := mustCreateProduct(t, store, newProduct("SSD 1TB", "Samsung", 6999, 100, at(1)))
		again := newProduct("HDD 8TB", "Seagate", 18999, 40, at(3))
		again.SKU = "hdd-8"
		twice := again
		twice.ID, twice.SKU = domain.NewID(), "HDD-8"
		err := store.ImportProducts(ctx(t), []domain.ProductChange{importEdit(ssd, "Changed", 1), {After: again}, {After: twice}})
		requireCode(t, err, domain.CodeConflict)
		assert.Equal(t, map[string]domain.Product{domain.SKUKey(ssd.SKU): normProduct(ssd)}, catalogueBySKU(t, store))
	})
	t.Run("a change refused late in a large import takes back the rest, audit entries too", func(t *testing.T) {
		s.testImportRefusedLate(t, func(store ports.Store, existing domain.Product) domain.ProductChange {
			clash := newProduct("Clash", "Noctua", 1999, 10, at(2))
			clash.SKU = strings.ToLower(existing.SKU) // a new product under a part number another has
			return domain.ProductChange{After: clash}
		})
	})
	t.Run("a product deleted meanwhile refuses the import and takes back the rest", func(t *testing.T) {
		s.testImportRefusedLate(t, func(store ports.Store, existing domain.Product) domain.ProductChange {
			gone := mustCreateProduct(t, store, newProduct("Gone", "Noctua", 1999, 10, at(2)))
			edit := importEdit(gone, "Gone v2", 5)
			require.NoError(t, store.DeleteProduct(ctx(t), gone.ID))
			return edit
		})
	})
	t.Run("an empty import changes nothing", func(t *testing.T) {
		store := s.newStore(t)
		require.NoError(t, store.ImportProducts(ctx(t), nil))
		count, err := store.CountProducts(ctx(t))
		require.NoError(t, err)
		assert.Zero(t, count)
	})
	// More changes than one write command of some servers takes; the
	// stores' own tests import 20,000 (RunLargeImport).
	t.Run("imports a large file in one call", func(t *testing.T) { s.testLargeImport(t, 150) })
}

// testImportRefusedLate imports lateInImport new products and a change of
// an existing one, then a change that the store refuses: nothing of it
// stays, in the catalogue or the audit log.
func (s suite) testImportRefusedLate(t *testing.T, refused func(ports.Store, domain.Product) domain.ProductChange) {
	store := s.newStore(t)
	ssd := mustCreateProduct(t, store, newProduct("SSD 1TB", "Samsung", 6999, 100, at(1)))
	changes := append([]domain.ProductChange{importEdit(ssd, "Changed", 1)}, newLots("LATE", lateInImport)...)
	changes = append(changes, refused(store, ssd))
	want := catalogueBySKU(t, store)
	c, trail := ports.WithAuditTrail(ctx(t))
	for _, change := range changes {
		trail.Record(domain.NewAuditEntry(auditor, domain.AuditProductImport, change.ProductID(), nil, map[string]any{"sku": change.After.SKU}, at(60)))
	}
	trail.Record(domain.NewAuditEntry(auditor, domain.AuditProductImport, "catalogue", nil, nil, at(61)))

	require.Error(t, store.ImportProducts(c, changes))

	assert.Equal(t, want, catalogueBySKU(t, store))
	page, err := store.ListAudit(ctx(t), domain.AuditFilter{})
	require.NoError(t, err)
	assert.Zero(t, page.Total, "no audit entry of an import that was taken back")
}

// testLargeImport adds n products, then changes them and adds n more.
func (s suite) testLargeImport(t *testing.T, n int) {
	store := s.newStore(t)
	first := newLots("BULK", n)
	require.NoError(t, store.ImportProducts(ctx(t), first))
	changes := newLots("EXTRA", n)
	for _, c := range first {
		before, after := c.After, c.After
		after.Stock = 20
		changes = append(changes, domain.ProductChange{Before: &before, After: after})
	}
	require.NoError(t, store.ImportProducts(ctx(t), changes))
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
