package main

import (
	"net/url"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/palletshop/pallet/adapters/sqlite"
	"github.com/palletshop/pallet/domain"
)

// The uncached run only measures the store if no URL repeats: the response
// cache is keyed by the whole URL.
func TestUncachedSearchURLsNeverRepeatAndCarryTheirFilters(t *testing.T) {
	paths := uncachedSearchPaths(5_000)
	seen := map[string]bool{}
	for _, p := range paths {
		require.False(t, seen[p], "%s repeats", p)
		seen[p] = true
		u, err := url.Parse(p)
		require.NoError(t, err)
		assert.NotEmpty(t, u.Query().Get("r"))
	}
	u, _ := url.Parse(paths[2])
	assert.Equal(t, "PCIe 4.0 NVMe", u.Query().Get("attr.interface"))
}

func TestProductLotsAreDistinctProductsOfTheTemplatesCategory(t *testing.T) {
	tmpl := domain.Product{ID: "t", SKU: "MZ-V9P2T0BW", Name: "990 PRO", Category: "ssds", Attributes: map[string]string{"capacity": "2 TB"}}
	a, b := productLot(tmpl, 3, time.Now()), productLot(tmpl, 4, time.Now())
	assert.NotEqual(t, a.SKU, b.SKU)
	assert.NotEqual(t, a.ID, b.ID)
	assert.Equal(t, "ssds", a.Category)
	assert.Equal(t, "2 TB", tmpl.Attributes["capacity"], "the template keeps its specs")
	assert.Equal(t, "4 TB", a.Attributes["capacity"], "every third lot varies its capacity")
}

// A failed HTTP import is reported on its row and misses its target; the
// size's other figures still stand (at a million products the import is
// the likeliest part to fail).
func TestAFailedHTTPImportIsReportedNotFatal(t *testing.T) {
	failed := scaleRow{products: 100_000, httpImportErr: "Post …: EOF | cut"}
	assert.Equal(t, "failed: Post …: EOF / cut", httpImportCell(failed))
	var got verdict
	for _, target := range scaleTargets(failed) {
		if target.figure == httpImportCell(failed) {
			got = target.verdict
		}
	}
	assert.Equal(t, judge(false), got)
	done := scaleRow{products: 100_000, httpImport: importResult{rows: 100_000, created: 100_000, elapsed: 12 * time.Second}}
	assert.Equal(t, "12s (100000 created)", httpImportCell(done))
}

// A filled catalogue has a tenth of its lots low on stock. Unclaimed, the
// server would mail each of them a minute after it started, beside the
// measured loads.
func TestAFilledScaleStoreHasNoLowStockCrossingLeftToMail(t *testing.T) {
	dir := t.TempDir()
	require.NoError(t, fillScaleStore(t.Context(), dir, 400))
	store, err := sqlite.Open(sqlite.PathIn(dir))
	require.NoError(t, err)
	defer store.Close()
	products, err := newestProducts(t.Context(), store)
	require.NoError(t, err)
	low := 0
	for _, p := range products {
		if p.LowOnStock() {
			low++
		}
	}
	require.Positive(t, low, "the lots copy starter products that are low on stock")
	crossed, err := store.ClaimLowStockAlerts(t.Context())
	require.NoError(t, err)
	assert.Empty(t, crossed)
}
