package searchindex

import (
	"cmp"
	"context"
	"fmt"
	"os"
	"runtime"
	"runtime/metrics"
	"runtime/pprof"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/palletshop/pallet/adapters/memory"
	"github.com/palletshop/pallet/app"
	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// The index over the bench's catalogue (cmd/palletbench: the starter
// products and numbered lots of them), 100,000 products unless
// PALLET_BENCH_PRODUCTS says otherwise, made in memory:
//
//	go test -run '^$' -bench . -benchmem -cpuprofile cpu.out ./adapters/searchindex

// sliceFeed is a change feed over changes numbered 1..n in order.
type sliceFeed []ports.ProductChange

func (f sliceFeed) ProductChanges(_ context.Context, after int64, limit int) ([]ports.ProductChange, error) {
	from := min(int(after), len(f))
	return f[from:min(from+limit, len(f))], nil
}

func (sliceFeed) ChangeWindow() int64 { return 0 }

// benchCatalogue is the bench's catalogue as a change feed.
func benchCatalogue(b *testing.B) (sliceFeed, *memory.Store) {
	b.Helper()
	n := 100_000
	if v, err := strconv.Atoi(os.Getenv("PALLET_BENCH_PRODUCTS")); err == nil && v >= 100 {
		n = v
	}
	store := memory.NewStore()
	now := time.Now()
	_, err := app.SeedCatalogue(b.Context(), store, store, now)
	require.NoError(b, err)
	var starter []domain.Product
	require.NoError(b, store.EachProduct(b.Context(), func(p domain.Product) error { starter = append(starter, p); return nil }))
	slices.SortFunc(starter, func(a, b domain.Product) int {
		return cmp.Or(b.CreatedAt.Compare(a.CreatedAt), cmp.Compare(a.ID, b.ID))
	})
	feed := make(sliceFeed, 0, n)
	for i := range n {
		p := starter[i%len(starter)]
		if i >= len(starter) {
			p = productLot(p, i, now)
		}
		feed = append(feed, ports.ProductChange{Seq: int64(i + 1), ID: p.ID, Product: p})
	}
	return feed, store
}

// productLot is cmd/palletbench's: a copy of a starter product with its
// own part number, name, price and age, and some spread in one spec.
func productLot(t domain.Product, i int, now time.Time) domain.Product {
	p := t
	p.ID = domain.NewID()
	p.SKU = fmt.Sprintf("%s-L%06d", t.SKU, i)
	p.Name = fmt.Sprintf("%s (lot %d)", t.Name, i)
	p.PriceCents = t.PriceCents + int64(i%50)*100
	p.CreatedAt, p.UpdatedAt = now.Add(-time.Duration(i)*time.Minute), now
	p.Attributes = make(map[string]string, len(t.Attributes))
	for k, v := range t.Attributes {
		p.Attributes[k] = v
	}
	if _, ok := p.Attributes["capacity"]; ok && i%3 == 0 {
		p.Attributes["capacity"] = []string{"500 GB", "4 TB", "8 TB"}[i%9/3]
	}
	return p
}

// benchQueries is the app's catalogue queries over the index of the
// bench's catalogue, and the index.
func benchQueries(b *testing.B) (*app.ProductQueries, *Index) {
	feed, store := benchCatalogue(b)
	ix := New(feed)
	require.NoError(b, ix.CatchUp(b.Context()))
	ix.feed = sliceFeed(nil) // as a store's would, the index holds no products but its own
	runtime.GC()             // the build's garbage is not the searches'
	return app.NewProductQueries(store, app.VersionedCategories(store, app.NewCatalogueVersion()), ix), ix
}

// benchSearches are the bench's uncached searches (cmd/palletbench's
// scaleSearches), as the app receives them.
var benchSearches = []app.CatalogueSearch{
	{Filter: domain.ProductFilter{Query: "samsung", Sort: domain.SortRelevance}},
	{Filter: domain.ProductFilter{Query: "ssd", Sort: domain.SortRelevance}, Category: "ssds"},
	{Filter: domain.ProductFilter{Attributes: map[string][]string{"interface": {"PCIe 4.0 NVMe"}}}, Category: "ssds"},
	{Filter: domain.ProductFilter{Attributes: map[string][]string{"socket": {"AM5"}}, Sort: domain.SortPriceAsc}, Category: "cpus"},
	{Filter: domain.ProductFilter{Query: "ddr5", Sort: domain.SortRelevance}, Category: "memory"},
	{Filter: domain.ProductFilter{InStock: true, Sort: domain.SortPriceAsc}, Category: "components"},
	{Filter: domain.ProductFilter{Query: "gigabit switch", Sort: domain.SortRelevance}},
	{Filter: domain.ProductFilter{Brand: "Corsair"}, Category: "power-supplies"},
	{Filter: domain.ProductFilter{Query: "rtx 4070", Sort: domain.SortRelevance}},
	{Filter: domain.ProductFilter{Attributes: map[string][]string{"panel": {"IPS"}}, MaxPriceCents: ptr(int64(40000))}, Category: "monitors"},
	{Filter: domain.ProductFilter{Query: "MZ-V9P2T0BW", Sort: domain.SortRelevance}},
	{Filter: domain.ProductFilter{Attributes: map[string][]string{"capacity": {"1 TB", "2 TB"}}, Sort: domain.SortName}, Category: "ssds"},
}

func ptr[T any](v T) *T { return &v }

// BenchmarkBuild is the index built from the whole feed, as at start.
func BenchmarkBuild(b *testing.B) {
	feed, _ := benchCatalogue(b)
	runtime.GC()
	cpu := ownCPU()
	for b.Loop() {
		require.NoError(b, New(feed).CatchUp(b.Context()))
	}
	b.ReportMetric((ownCPU()-cpu).Seconds()/float64(b.N), "cpu-s/op")
}

// BenchmarkSearch is the bench's rotation of searches as the app answers
// them from the index: the category tree, the page's 24 products and the
// facets.
func BenchmarkSearch(b *testing.B) {
	q, _ := benchQueries(b)
	i := 0
	cpu := ownCPU()
	b.Cleanup(func() { b.ReportMetric(float64((ownCPU()-cpu).Microseconds())/float64(b.N), "cpu-µs/op") })
	for b.Loop() {
		s := benchSearches[i%len(benchSearches)]
		s.Filter.PageRequest = domain.PageRequest{Page: 1, Limit: 24}
		i++
		_, err := q.Search(b.Context(), s)
		require.NoError(b, err)
	}
}

// BenchmarkSearchEach is each search of the rotation alone.
func BenchmarkSearchEach(b *testing.B) {
	q, _ := benchQueries(b)
	for i, s := range benchSearches {
		s.Filter.PageRequest = domain.PageRequest{Page: 1, Limit: 24}
		b.Run(fmt.Sprintf("%02d-%s-%s", i, s.Category, strings.ReplaceAll(s.Filter.Query, " ", "+")), func(b *testing.B) {
			for b.Loop() {
				_, err := q.Search(b.Context(), s)
				require.NoError(b, err)
			}
		})
	}
}

// BenchmarkGC is one full collection with the index live: the marking
// every collection repeats while the server answers searches, which the
// index's shape decides (pointers and objects to visit). gc-cpu-ms is the
// process's CPU per cycle, all the collector's workers.
func BenchmarkGC(b *testing.B) {
	_, ix := benchQueries(b)
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
	if path := os.Getenv("PALLET_BENCH_HEAP"); path != "" { // the index's heap, while it lives
		f, err := os.Create(path)
		require.NoError(b, err)
		require.NoError(b, pprof.WriteHeapProfile(f))
		require.NoError(b, f.Close())
	}
	runtime.KeepAlive(ix)
}

// ownCPU is the CPU time this process has used, user and system: the
// machine may be shared, so wall time says little.
func ownCPU() time.Duration {
	var u syscall.Rusage
	_ = syscall.Getrusage(syscall.RUSAGE_SELF, &u)
	return time.Duration(u.Utime.Nano() + u.Stime.Nano())
}
