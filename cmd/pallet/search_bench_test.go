package main

import (
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"runtime"
	"runtime/metrics"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
	"go.uber.org/fx"
	"go.uber.org/fx/fxtest"

	"github.com/palletshop/pallet/adapters/config"
	"github.com/palletshop/pallet/adapters/httpapi"
)

// An uncached storefront search through the whole server (routing, the
// index, JSON, the response cache) on a catalogue palletbench filled:
//
//	PALLET_BENCH_DATA_DIR=$TMPDIR/palletbench-scale-100000 go test -run '^$' -bench UncachedSearch -cpuprofile cpu.out ./cmd/pallet
//
// (`PALLET_BENCH_PRODUCTS=100000 go test -run '^$' -bench ScaleSearch ./cmd/palletbench` fills that directory.)
func BenchmarkUncachedSearch(b *testing.B) {
	server := benchServer(b)
	searches := []string{ // a few of palletbench's scaleSearches
		"q=samsung", "category=ssds&attr.interface=PCIe+4.0+NVMe", "category=cpus&attr.socket=AM5&sort=price_asc",
		"category=components&inStock=true&sort=price_asc", "q=rtx+4070", "category=monitors&attr.panel=IPS&maxPriceCents=40000",
	}
	i := 0
	runtime.GC() // the build's garbage is not the searches'
	cpu, gc := ownCPU(), gcStats()
	b.Cleanup(func() {
		b.ReportMetric(float64((ownCPU()-cpu).Microseconds())/float64(b.N), "cpu-µs/op")
		after := gcStats()
		b.ReportMetric((after.cpu-gc.cpu)*1e6/float64(b.N), "gc-cpu-µs/op")
		b.ReportMetric(float64(after.cycles-gc.cycles)*1000/float64(b.N), "gcs/1k-op")
	})
	for b.Loop() {
		i++
		w := discardWriter{header: http.Header{}}
		server.ServeHTTP(&w, httptest.NewRequest("GET", fmt.Sprintf("/api/products?%s&limit=24&r=%d", searches[i%len(searches)], i), nil))
		if w.status != 200 {
			b.Fatalf("search %d: HTTP %d", i, w.status)
		}
	}
}

// gcCounts is the collector's work so far: its CPU (all workers and
// assists, as the runtime estimates it) and its cycles.
type gcCounts struct {
	cpu    float64
	cycles uint64
}

func gcStats() gcCounts {
	sample := []metrics.Sample{{Name: "/cpu/classes/gc/total:cpu-seconds"}, {Name: "/gc/cycles/total:gc-cycles"}}
	metrics.Read(sample)
	return gcCounts{cpu: sample[0].Value.Float64(), cycles: sample[1].Value.Uint64()}
}

// discardWriter answers like a server's connection would, keeping nothing
// but the status: a recorder's growing buffer would be most of the garbage.
type discardWriter struct {
	header http.Header
	status int
}

func (w *discardWriter) Header() http.Header { return w.header }
func (w *discardWriter) WriteHeader(status int) {
	if w.status == 0 {
		w.status = status
	}
}

func (w *discardWriter) Write(p []byte) (int, error) {
	w.WriteHeader(http.StatusOK)
	return len(p), nil
}

// BenchmarkCachedSearch is the first catalogue page, answered from the
// response cache: what the bench holds against nginx serving the same bytes.
func BenchmarkCachedSearch(b *testing.B) {
	server := benchServer(b)
	req := httptest.NewRequest("GET", "/api/products?limit=24", nil)
	cpu := ownCPU()
	for b.Loop() {
		w := discardWriter{header: http.Header{}}
		server.ServeHTTP(&w, req)
		if w.status != 200 {
			b.Fatalf("HTTP %d", w.status)
		}
	}
	b.ReportMetric(float64((ownCPU()-cpu).Nanoseconds())/float64(b.N), "cpu-ns/op")
}

// benchServer is the server on the catalogue PALLET_BENCH_DATA_DIR holds.
func benchServer(b *testing.B) *httpapi.Server {
	dir := os.Getenv("PALLET_BENCH_DATA_DIR")
	if dir == "" {
		b.Skip("PALLET_BENCH_DATA_DIR names a filled data directory")
	}
	env := map[string]string{"PALLET_STORE": "sqlite", "PALLET_DATA_DIR": dir, "PALLET_ADDR": "127.0.0.1:0"}
	cfg, err := config.Load(func(k string) string { return env[k] }, "", "")
	require.NoError(b, err)
	var server *httpapi.Server
	app := fxtest.New(b, serverOptions(cfg, slog.New(slog.NewTextHandler(io.Discard, nil))), fx.Populate(&server), fx.StartTimeout(5*time.Minute)) // the index builds before start ends
	app.RequireStart()
	b.Cleanup(app.RequireStop)
	return server
}

// ownCPU is the CPU time this process has used, user and system: the
// machine may be shared, so wall time says little.
func ownCPU() time.Duration {
	var u syscall.Rusage
	_ = syscall.Getrusage(syscall.RUSAGE_SELF, &u)
	return time.Duration(u.Utime.Nano() + u.Stime.Nano())
}
