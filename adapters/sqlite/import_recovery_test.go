//go:build !race

// One goroutine: the race detector has nothing to watch here, and it slows the pure-Go
// SQLite engine many times over, so these run in make test's pass without it (docs/testing.md).

package sqlite

import (
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

func importedProduct(name string, now time.Time) domain.Product {
	return domain.Product{ID: domain.NewID(), Name: name, Brand: "Acme", PriceCents: 58900, Stock: 40, Descriptions: "A drive",
		Img: "/catalogue/ssd.svg", MinOrderQuantity: 1, SKU: domain.GenerateSKU("Acme"), CreatedAt: now, UpdatedAt: now}
}

// A server that stops in the middle of an import leaves its first steps
// written; the next start takes them back, audit entries and all, and
// forgets finished imports' records.
func TestAnImportCutShortIsTakenBackAtTheNextStart(t *testing.T) {
	path := filepath.Join(t.TempDir(), FileName)
	s, err := Open(path)
	require.NoError(t, err)
	now := time.Now().UTC().Truncate(time.Millisecond)
	kept := importedProduct("Kept SSD", now)
	require.NoError(t, s.CreateProduct(t.Context(), kept))
	before, after := kept, kept
	after.PriceCents, after.UpdatedAt = 1, now.Add(time.Second)
	added := importedProduct("Added SSD", now)
	entry := domain.NewAuditEntry("ops@pallet.test", domain.AuditProductImport, kept.ID, map[string]any{"priceCents": 58900}, map[string]any{"priceCents": 1}, now)

	require.NoError(t, s.ImportProducts(t.Context(), []domain.ProductChange{{After: importedProduct("Earlier SSD", now)}}))
	_, err = s.writer.Exec("INSERT INTO product_imports (id) VALUES ('cut')")
	require.NoError(t, err)
	require.NoError(t, s.importStep(t.Context(), "cut", 0, []domain.ProductChange{{Before: &before, After: after}, {After: added}}, []domain.AuditEntry{entry}))
	got, err := s.GetProduct(t.Context(), kept.ID)
	require.NoError(t, err)
	require.Equal(t, int64(1), got.PriceCents, "the step is written")
	require.NoError(t, s.Close()) // the server stops here

	s, err = Open(path)
	require.NoError(t, err)
	t.Cleanup(func() { _ = s.Close() })
	require.NoError(t, s.RecoverImports(t.Context()))

	got, err = s.GetProduct(t.Context(), kept.ID)
	require.NoError(t, err)
	assert.Equal(t, kept.PriceCents, got.PriceCents)
	assert.True(t, got.UpdatedAt.Equal(kept.UpdatedAt))
	_, err = s.GetProduct(t.Context(), added.ID)
	assert.Equal(t, domain.CodeNotFound, domain.ErrorCode(err))
	count, err := s.CountProducts(t.Context())
	require.NoError(t, err)
	assert.Equal(t, 2, count, "the finished import's product stays")
	page, err := s.ListAudit(t.Context(), domain.AuditFilter{})
	require.NoError(t, err)
	assert.Zero(t, page.Total)
	for _, table := range []string{"product_imports", "product_import_steps", "product_import_audit"} {
		var n int
		require.NoError(t, s.writer.QueryRow("SELECT COUNT(*) FROM "+table).Scan(&n))
		assert.Zero(t, n, table)
	}
}

// Once an import is done, its audit entries are as permanent as any.
func TestAFinishedImportsAuditEntriesCantBeDeleted(t *testing.T) {
	s := openInTemp(t)
	p := importedProduct("SSD", time.Now())
	c, trail := ports.WithAuditTrail(t.Context())
	trail.Record(domain.NewAuditEntry("ops@pallet.test", domain.AuditProductImport, p.ID, nil, map[string]any{"name": "SSD"}, time.Now()))
	require.NoError(t, s.ImportProducts(c, []domain.ProductChange{{After: p}}))

	_, err := s.writer.Exec("DELETE FROM audit_log")
	assert.ErrorContains(t, err, "append-only")
}
