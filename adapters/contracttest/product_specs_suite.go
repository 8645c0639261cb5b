package contracttest

import (
	"errors"
	"testing"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func specced(name, brand, category string, attrs map[string]string) domain.Product {
	p := newProduct(name, brand, 9900, 500, at(1))
	p.Category, p.Attributes = category, attrs
	return p
}

func getProduct(t *testing.T, store ports.Store, id string) domain.Product {
	t.Helper()
	p, err := store.GetProduct(ctx(t), id)
	require.NoError(t, err)
	return p
}

// testProductSpecs holds category and attributes through every write, and
// the search and filters follow each write.
func (s suite) testProductSpecs(t *testing.T) {
	t.Run("create keeps category and attributes, and callers can't alias them", func(t *testing.T) {
		store := s.newStore(t)
		p := specced("SSD 2TB", "Samsung", "ssds", map[string]string{"capacity": "2 TB"})
		mustCreateProduct(t, store, p)
		want := p
		want.Attributes = map[string]string{"capacity": "2 TB"}
		p.Attributes["capacity"] = "changed by the caller"
		got := getProduct(t, store, p.ID)
		assertSameProduct(t, want, got)
		got.Attributes["capacity"] = "changed by a reader"
		assertSameProduct(t, want, getProduct(t, store, p.ID))
	})
	t.Run("a product without attributes reads back nil", func(t *testing.T) {
		store := s.newStore(t)
		p := mustCreateProduct(t, store, specced("Cable", "Generic", "", nil))
		assert.Nil(t, getProduct(t, store, p.ID).Attributes)
	})
	t.Run("update changes them, and search follows", s.testUpdateSpecs)
	t.Run("an aborted update leaves them as they were", s.testAbortedSpecUpdate)
	t.Run("import creates and updates them, and search follows", s.testImportSpecs)
}

func (s suite) testUpdateSpecs(t *testing.T) {
	store := s.newStore(t)
	p := mustCreateProduct(t, store, specced("Vortex SSD 2TB", "Samsung", "ssds", map[string]string{"capacity": "2 TB", "interface": "SATA"}))
	updated, err := store.UpdateProduct(ctx(t), p.ID, func(p *domain.Product) error {
		p.Name, p.Descriptions = "Nebula RAM 64GB", "Server memory"
		p.Category, p.Attributes = "memory", map[string]string{"capacity": "64 GB"}
		return nil
	})
	require.NoError(t, err)
	assertSameProduct(t, updated, getProduct(t, store, p.ID))
	assert.Equal(t, "memory", updated.Category)
	assert.Equal(t, map[string]string{"capacity": "64 GB"}, updated.Attributes)

	found := func(f domain.ProductFilter) []string { return listIDs(t, store, f) }
	assert.Equal(t, []string{p.ID}, found(domain.ProductFilter{Query: "nebula"}), "the new name is searched")
	assert.Empty(t, found(domain.ProductFilter{Query: "vortex"}), "the old name is not")
	assert.Equal(t, []string{p.ID}, found(domain.ProductFilter{Categories: []string{"memory"}, Attributes: map[string][]string{"capacity": {"64 GB"}}}))
	assert.Empty(t, found(domain.ProductFilter{Attributes: map[string][]string{"capacity": {"2 TB"}}}), "old values are gone")
	assert.Empty(t, found(domain.ProductFilter{Attributes: map[string][]string{"interface": {"SATA"}}}), "a removed key is gone")

	_, err = store.UpdateProduct(ctx(t), p.ID, func(p *domain.Product) error { p.Attributes = nil; return nil })
	require.NoError(t, err)
	assert.Nil(t, getProduct(t, store, p.ID).Attributes)
	assert.Empty(t, found(domain.ProductFilter{Attributes: map[string][]string{"capacity": {"64 GB"}}}))

	require.NoError(t, store.DeleteProduct(ctx(t), p.ID))
	assert.Empty(t, found(domain.ProductFilter{Query: "nebula"}), "a deleted product is not searched")
	facets, err := productFacets(t, store, domain.ProductFilter{}, []string{"capacity"})
	require.NoError(t, err)
	assert.Empty(t, facets.Brands, "a deleted product is not counted")
}

func (s suite) testAbortedSpecUpdate(t *testing.T) {
	store := s.newStore(t)
	p := mustCreateProduct(t, store, specced("SSD 2TB", "Samsung", "ssds", map[string]string{"capacity": "2 TB"}))
	refused := errors.New("refused")
	_, err := store.UpdateProduct(ctx(t), p.ID, func(p *domain.Product) error {
		p.Attributes["capacity"], p.Category = "4 TB", "memory"
		return refused
	})
	require.ErrorIs(t, err, refused)
	got := getProduct(t, store, p.ID)
	assert.Equal(t, map[string]string{"capacity": "2 TB"}, got.Attributes)
	assert.Equal(t, "ssds", got.Category)
}

func (s suite) testImportSpecs(t *testing.T) {
	store := s.newStore(t)
	existing := mustCreateProduct(t, store, specced("Old SSD", "Samsung", "ssds", map[string]string{"capacity": "1 TB"}))
	edit := importEdit(existing, "Quasar SSD", 70)
	edit.After.Category, edit.After.Attributes = "ssds", map[string]string{"capacity": "4 TB", "nand": "TLC"}
	fresh := specced("Pulsar RAM", "Kingston", "memory", map[string]string{"capacity": "32 GB"})

	require.NoError(t, store.ImportProducts(ctx(t), []domain.ProductChange{edit, {After: fresh}}))
	got := catalogueBySKU(t, store)
	assert.Equal(t, edit.After.Attributes, got[domain.SKUKey(existing.SKU)].Attributes)
	assert.Equal(t, "ssds", got[domain.SKUKey(existing.SKU)].Category)
	assertSameProduct(t, fresh, got[domain.SKUKey(fresh.SKU)])

	found := func(f domain.ProductFilter) []string { return listIDs(t, store, f) }
	assert.Equal(t, []string{existing.ID}, found(domain.ProductFilter{Query: "quasar"}))
	assert.Equal(t, []string{fresh.ID}, found(domain.ProductFilter{Query: "pulsar", Categories: []string{"memory"}}))
	assert.Equal(t, []string{existing.ID}, found(domain.ProductFilter{Attributes: map[string][]string{"nand": {"TLC"}}}))
	assert.Empty(t, found(domain.ProductFilter{Attributes: map[string][]string{"capacity": {"1 TB"}}}))
}
