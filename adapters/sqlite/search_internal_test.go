package sqlite

import (
	"path/filepath"
	"slices"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/palletshop/pallet/domain"
)

// The full-text index must cut text into the same words as
// domain.SearchWords, or SQLite would find what the other stores don't.
func TestTheSearchIndexSplitsWordsLikeTheDomain(t *testing.T) {
	s, err := Open(filepath.Join(t.TempDir(), FileName))
	require.NoError(t, err)
	t.Cleanup(func() { _ = s.Close() })
	now := time.Now()
	p := domain.Product{ID: domain.NewID(), Name: "SSD-980P_2TB.pro/max", Brand: "Über Straße", SKU: "A.B_C-D/E",
		Descriptions: "naïve café, 50% (x2) v1.2 — ÉCOLE 東京 2½", Img: "/x.png", MinOrderQuantity: 1, CreatedAt: now, UpdatedAt: now}
	require.NoError(t, s.CreateProduct(t.Context(), p))

	_, err = s.writer.Exec("CREATE VIRTUAL TABLE temp.search_terms USING fts5vocab(main, products_fts, row)")
	require.NoError(t, err)
	terms, err := queryAll(t.Context(), s.writer, "SELECT term FROM temp.search_terms ORDER BY term", nil,
		func(row rowScanner) (term string, err error) { return term, row.Scan(&term) })
	require.NoError(t, err)

	want := domain.SearchWords(p.Name + " " + p.Brand + " " + p.SKU + " " + p.Descriptions)
	slices.Sort(want)
	assert.Equal(t, slices.Compact(want), terms)
}

// Products from before search are put into the index by the migration, and
// the index keeps following them afterwards.
func TestProductsFromBeforeSearchAreSearchable(t *testing.T) {
	path := filepath.Join(t.TempDir(), FileName)
	db := migratedUpTo(t, path, 8)
	_, err := db.Exec(`INSERT INTO products (id, name, brand, price_cents, stock, descriptions, img, min_order_quantity,
		added_by, created_at, updated_at, sku) VALUES ('p1', 'Vortex SSD', 'Samsung', 100, 900, 'Fast drive', '', 1, '', 0, 0, 'VX-1')`)
	require.NoError(t, err)
	require.NoError(t, db.Close())

	s, err := Open(path)
	require.NoError(t, err)
	t.Cleanup(func() { _ = s.Close() })
	found := func(f domain.ProductFilter) []string {
		page, err := s.ListProducts(t.Context(), f)
		require.NoError(t, err)
		ids := []string{}
		for _, p := range page.Items {
			ids = append(ids, p.ID)
		}
		return ids
	}
	assert.Equal(t, []string{"p1"}, found(domain.ProductFilter{Query: "vort driv"}))
	assert.Equal(t, []string{"p1"}, found(domain.ProductFilter{Query: "vx-1", Sort: domain.SortRelevance}))
	p, err := s.GetProduct(t.Context(), "p1")
	require.NoError(t, err)
	assert.Equal(t, "", p.Category)
	assert.Nil(t, p.Attributes)

	_, err = s.UpdateProduct(t.Context(), "p1", func(p *domain.Product) error {
		p.Name, p.Attributes = "Nebula SSD", map[string]string{"capacity": "1 TB"}
		return nil
	})
	require.NoError(t, err)
	assert.Equal(t, []string{"p1"}, found(domain.ProductFilter{Query: "nebula", Attributes: map[string][]string{"capacity": {"1 TB"}}}))
	assert.Empty(t, found(domain.ProductFilter{Query: "vortex"}))
}

// VACUUM may renumber products' rowids; the index is linked by its own key,
// so updates and deletes after a VACUUM still reach the right entries.
func TestTheSearchIndexSurvivesVacuum(t *testing.T) {
	s, err := Open(filepath.Join(t.TempDir(), FileName))
	require.NoError(t, err)
	t.Cleanup(func() { _ = s.Close() })
	now := time.Now()
	var ids []string
	for _, name := range []string{"Alpha drive", "Bravo drive", "Charlie drive"} {
		p := domain.Product{ID: domain.NewID(), Name: name, Brand: "Acme", SKU: domain.GenerateSKU("Acme"),
			Img: "/x.png", MinOrderQuantity: 1, CreatedAt: now, UpdatedAt: now}
		require.NoError(t, s.CreateProduct(t.Context(), p))
		ids = append(ids, p.ID)
	}
	require.NoError(t, s.DeleteProduct(t.Context(), ids[0]))
	_, err = s.writer.Exec("VACUUM")
	require.NoError(t, err)

	require.NoError(t, s.DeleteProduct(t.Context(), ids[1]))
	_, err = s.UpdateProduct(t.Context(), ids[2], func(p *domain.Product) error { p.Name = "Delta drive"; return nil })
	require.NoError(t, err)
	for query, want := range map[string]int{"alpha": 0, "bravo": 0, "charlie": 0, "delta": 1, "drive": 1} {
		page, err := s.ListProducts(t.Context(), domain.ProductFilter{Query: query})
		require.NoError(t, err)
		assert.Equal(t, want, page.Total, query)
	}
}
