package main

import (
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"runtime/metrics"
	"runtime/pprof"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/palletshop/pallet/adapters/searchindex"
	"github.com/palletshop/pallet/adapters/sqlite"
	"github.com/palletshop/pallet/app"
	"github.com/palletshop/pallet/domain"
)

// The catalogue index at scale, in process (no HTTP), on the bench's
// realistic catalogue:
//
//	PALLET_BENCH_PRODUCTS=100000 go test -run '^$' -bench Scale -cpuprofile cpu.out ./cmd/palletbench
//
// The store is filled once into $TMPDIR/palletbench-scale-N and reused by
// later runs (delete it to start over).

func scaleBenchStore(b *testing.B) *sqlite.Store {
	b.Helper()
	n := 20_000
	if v, err := strconv.Atoi(os.Getenv("PALLET_BENCH_PRODUCTS")); err == nil && v >= 100 {
		n = v
	}
	dir := filepath.Join(os.TempDir(), fmt.Sprintf("palletbench-scale-%d", n))
	if _, err := os.Stat(filepath.Join(dir, "filled")); err != nil {
		require.NoError(b, os.RemoveAll(dir))
		require.NoError(b, fillScaleStore(b.Context(), dir, n))
		require.NoError(b, os.WriteFile(filepath.Join(dir, "filled"), nil, 0o600))
	}
	store, err := sqlite.Open(sqlite.PathIn(dir))
	require.NoError(b, err)
	b.Cleanup(func() { _ = store.Close() })
	return store
}

func BenchmarkScaleIndexBuild(b *testing.B) {
	store := scaleBenchStore(b)
	var ix *searchindex.Index
	cpu := ownCPU()
	for b.Loop() {
		ix = searchindex.New(store)
		require.NoError(b, ix.CatchUp(b.Context()))
	}
	b.ReportMetric((ownCPU()-cpu).Seconds()/float64(b.N), "cpu-s/op") // the machine is shared: wall time says little
	runtime.GC()
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	b.ReportMetric(float64(m.HeapAlloc)/(1<<20), "live-MB")
	if path := os.Getenv("PALLET_BENCH_HEAP"); path != "" { // the index's heap, while it lives
		f, err := os.Create(path)
		require.NoError(b, err)
		require.NoError(b, pprof.WriteHeapProfile(f))
		require.NoError(b, f.Close())
	}
	runtime.KeepAlive(ix)
}

// ownCPU is the CPU time this process has used, user and system.
func ownCPU() time.Duration {
	var u syscall.Rusage
	_ = syscall.Getrusage(syscall.RUSAGE_SELF, &u)
	return time.Duration(u.Utime.Nano() + u.Stime.Nano())
}

// scaleBenchSearches are scaleSearches as the app receives them.
var scaleBenchSearches = []app.CatalogueSearch{
	{Filter: domain.ProductFilter{Query: "samsung", Sort: domain.SortRelevance}},
	{Filter: domain.ProductFilter{Query: "ssd", Sort: domain.SortRelevance}, Category: "ssds"},
	{Filter: domain.ProductFilter{Attributes: map[string][]string{"interface": {"PCIe 4.0 NVMe"}}}, Category: "ssds"},
	{Filter: domain.ProductFilter{Attributes: map[string][]string{"socket": {"AM5"}}, Sort: domain.SortPriceAsc}, Category: "cpus"},
	{Filter: domain.ProductFilter{Query: "ddr5", Sort: domain.SortRelevance}, Category: "memory"},
	{Filter: domain.ProductFilter{InStock: true, Sort: domain.SortPriceAsc}, Category: "components"},
	{Filter: domain.ProductFilter{Query: "gigabit switch", Sort: domain.SortRelevance}},
	{Filter: domain.ProductFilter{Brand: "Corsair"}, Category: "power-supplies"},
	{Filter: domain.ProductFilter{Query: "rtx 4070", Sort: domain.SortRelevance}},
	{Filter: domain.ProductFilter{Attributes: map[string][]string{"panel": {"IPS"}}, MaxPriceCents: price(40000)}, Category: "monitors"},
	{Filter: domain.ProductFilter{Query: "MZ-V9P2T0BW", Sort: domain.SortRelevance}},
	{Filter: domain.ProductFilter{Attributes: map[string][]string{"capacity": {"1 TB", "2 TB"}}, Sort: domain.SortName}, Category: "ssds"},
}

// BenchmarkScaleSearch is a storefront search as the app answers it: the
// index, the category tree and the page's products.
func BenchmarkScaleSearch(b *testing.B) {
	store := scaleBenchStore(b)
	ix := searchindex.New(store)
	require.NoError(b, ix.CatchUp(b.Context()))
	q := app.NewProductQueries(store, app.VersionedCategories(store, app.NewCatalogueVersion()), ix)
	i := 0
	cpu := ownCPU()
	b.Cleanup(func() { b.ReportMetric(float64((ownCPU()-cpu).Microseconds())/float64(b.N), "cpu-µs/op") })
	for b.Loop() {
		s := scaleBenchSearches[i%len(scaleBenchSearches)]
		s.Filter.PageRequest = domain.PageRequest{Page: 1, Limit: catalogueLimit}
		i++
		_, err := q.Search(b.Context(), s)
		require.NoError(b, err)
	}
}

// BenchmarkScaleSearchEach times each search of the rotation alone.
func BenchmarkScaleSearchEach(b *testing.B) {
	store := scaleBenchStore(b)
	ix := searchindex.New(store)
	require.NoError(b, ix.CatchUp(b.Context()))
	q := app.NewProductQueries(store, app.VersionedCategories(store, app.NewCatalogueVersion()), ix)
	for i, s := range scaleBenchSearches {
		s.Filter.PageRequest = domain.PageRequest{Page: 1, Limit: catalogueLimit}
		b.Run(fmt.Sprintf("%02d-%s-%s", i, s.Category, strings.ReplaceAll(s.Filter.Query, " ", "+")), func(b *testing.B) {
			for b.Loop() {
				_, err := q.Search(b.Context(), s)
				require.NoError(b, err)
			}
		})
	}
}

// BenchmarkScaleIndexGC is one full collection with the index live: the
// marking every collection repeats while the server answers, so the part
// of a search's tail latency the index's shape decides. gc-cpu-ms is the
// process's CPU per cycle, all the collector's workers.
func BenchmarkScaleIndexGC(b *testing.B) {
	store := scaleBenchStore(b)
	ix := searchindex.New(store)
	require.NoError(b, ix.CatchUp(b.Context()))
	runtime.GC()
	cpu := ownCPU()
	for b.Loop() {
		runtime.GC()
	}
	b.ReportMetric(float64((ownCPU()-cpu).Microseconds())/1000/float64(b.N), "gc-cpu-ms/op")
	sample := []metrics.Sample{{Name: "/gc/heap/live:bytes"}, {Name: "/gc/heap/objects:objects"}}
	metrics.Read(sample)
	b.ReportMetric(float64(sample[0].Value.Uint64())/(1<<20), "live-MB")
	b.ReportMetric(float64(sample[1].Value.Uint64()), "objects")
	runtime.KeepAlive(ix)
}
