//go:build !race

// Catalogue imports as large as the shop accepts. Each runs in make test's
// pass without the race detector (docs/testing.md): the work is the CSV
// reader and the store, one goroutine for the import, and the race detector
// slows it many times over (the 20,000-row import took 14 s under -race, the
// one with a buyer beside it 40 s) while the measures they assert (heap,
// how long a cart write waits) are the detector's as much as the shop's.
// The same import code runs under -race with small files in api_csv_test.go.

package main

import (
	"fmt"
	"io"
	"net/http/httptest"
	"runtime"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// catalogueFile is a catalogue CSV of n new products, as the benchmark
// imports too.
func catalogueFile(n int) string {
	var b strings.Builder
	b.WriteString(catalogueCSVHeader)
	for i := range n {
		fmt.Fprintf(&b, "BULK-%06d,Bulk SSD %d,Acme,,%d,%d,100,500:%d;1000:%d,,A bulk-imported drive,/catalogue/ssd.svg\n",
			i, i, 10000+i%500, 1000+i%9000, 9500, 9000)
	}
	return b.String()
}

// heapPeak samples the heap in use until stopped and reports its highest
// value above the value at start.
func heapPeak() (stop func() uint64) {
	var ms runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&ms)
	base, peak := ms.HeapAlloc, ms.HeapAlloc
	done := make(chan struct{})
	var wg sync.WaitGroup
	wg.Go(func() {
		tick := time.NewTicker(5 * time.Millisecond)
		defer tick.Stop()
		for {
			select {
			case <-done:
				return
			case <-tick.C:
				var m runtime.MemStats
				runtime.ReadMemStats(&m)
				peak = max(peak, m.HeapAlloc)
			}
		}
	})
	return func() uint64 {
		close(done)
		wg.Wait()
		return peak - base
	}
}

func TestNoRaceImportOfTwentyThousandRows(t *testing.T) {
	s := newShop(t, nil)
	admin := s.adminToken()
	before := s.productTotal(t)
	file := catalogueFile(20_000)

	stop := heapPeak()
	start := time.Now()
	res := s.importCSV(t, admin, "", file)
	elapsed, peak := time.Since(start), stop()

	t.Logf("imported 20,000 rows (%.1f MB) in %s; heap grew by at most %.1f MiB", float64(len(file))/1e6, elapsed.Round(time.Millisecond), float64(peak)/(1<<20))
	assert.Equal(t, map[string]any{"created": 20000.0, "updated": 0.0, "errors": []any{}}, res)
	assert.Equal(t, before+20_000, s.productTotal(t))
	p, found := s.productBySKU(t, "BULK-019999")
	require.True(t, found)
	assert.Equal(t, "Bulk SSD 19999", p["name"])
	assert.Less(t, peak, uint64(256<<20), "the file is streamed; the products it makes are what the import holds")
}

// A large import on SQLite must not hold the one writer for its whole
// length: a buyer putting lines in their cart meanwhile waits for a step of
// it at most, never for the whole file.
func TestNoRaceBuyersWritesGoOnWhileALargeImportRuns(t *testing.T) {
	s := newShop(t, map[string]string{"PALLET_STORE": "sqlite"})
	admin := s.adminToken()
	buyer, _ := s.signUp("Busy")
	product := s.orderableProduct()
	file := catalogueFile(20_000)

	stop := make(chan struct{})
	var worst time.Duration
	var writes int
	var failed []int
	var wg sync.WaitGroup
	wg.Go(func() {
		for quantity := 1.0; ; quantity++ {
			select {
			case <-stop:
				return
			case <-time.After(20 * time.Millisecond):
			}
			began := time.Now()
			r := s.do("PUT", cartLinePath(product["id"].(string)), buyer, map[string]any{"quantity": quantity * product["minOrderQuantity"].(float64)})
			worst = max(worst, time.Since(began))
			writes++
			if r.Status != 200 {
				failed = append(failed, r.Status)
			}
		}
	})
	began := time.Now()
	res := s.importCSV(t, admin, "", file)
	took := time.Since(began)
	close(stop)
	wg.Wait()

	t.Logf("imported 20,000 rows in %s; %d cart writes meanwhile, the slowest in %s", took.Round(time.Millisecond), writes, worst.Round(time.Millisecond))
	assert.Equal(t, 20000.0, res["created"])
	assert.Empty(t, failed, "every cart write answered 200")
	assert.Greater(t, writes, 3)
	assert.Less(t, worst, took/4, "no cart write waited for the whole import")
}

func TestNoRaceAStreamedImportOverTwentyMegabytesIsRefusedAndWritesNothing(t *testing.T) {
	t.Parallel()
	s := newShop(t, nil)
	admin := s.adminToken()
	file := catalogueFile(1) + strings.Repeat("\n", 20<<20) // blank lines are skipped, so only the limit can stop it
	req := httptest.NewRequest("POST", "/api/admin/products/import", io.NopCloser(strings.NewReader(file)))
	req.ContentLength = -1 // sent in chunks: the limit is met while reading
	req.Header.Set("Content-Type", "text/csv")
	req.Header.Set("Authorization", "Bearer "+admin)

	rec := s.raw(req)

	assertAPIError(t, reply{Status: rec.Code, Body: rec.Body.Bytes()}, 413, "too_large", "A catalogue file can be at most 20 MB; split it and import each part", nil)
	_, found := s.productBySKU(t, "BULK-000000")
	assert.False(t, found)
}
