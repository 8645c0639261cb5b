package main

import (
	"context"
	"math"
	"os"
	"runtime/debug"
	"runtime/metrics"
	"time"
)

// The catalogue index makes most of the heap, and Go's collector lets the
// heap grow to twice what is live before it collects: at 100,000 products
// that was ~500 MB of RSS for ~150 MB live. Unless the operator sets
// GOGC or GOMEMLIMIT, the server keeps it closer:
//
//   - the index is built with the collector at half its usual headroom
//     (the build's garbage is most of what it allocates), then the
//     build's garbage is given back to the system;
//   - once serving, a soft memory limit of what is live plus
//     memoryHeadroom, moved as the catalogue grows or shrinks, and the
//     collector's own headroom doubled (GOGC=200): a search leaves tens
//     of kilobytes of garbage, and a small catalogue's heap (20,000
//     products, ~50 MB live) was collected at 100 % headroom twice as often
//     as the soft limit allows, costing CPU and tail latency. A large
//     catalogue's heap is held by the limit, as before.
const (
	memoryHeadroom     = 96 << 20
	memoryLimitRefresh = 10 * time.Second
	buildGCPercent     = 50
	servingGCPercent   = 200
)

// leanMemory is set by serve: tests start many servers in one process
// and leave the collector alone.
var leanMemory bool

func memoryTuned(name string) bool { return leanMemory && os.Getenv(name) == "" }

// leanBuild runs build with less heap headroom, frees its garbage, and
// leaves the collector at its serving headroom.
func leanBuild(build func() error) error {
	if !memoryTuned("GOGC") {
		return build()
	}
	debug.SetGCPercent(buildGCPercent)
	err := build()
	debug.FreeOSMemory()
	debug.SetGCPercent(servingGCPercent)
	return err
}

// keepMemoryLimit sets the soft limit from the live heap until ctx ends.
func keepMemoryLimit(ctx context.Context) {
	if !memoryTuned("GOMEMLIMIT") {
		return
	}
	sample := []metrics.Sample{{Name: "/gc/heap/live:bytes"}}
	ticker := time.NewTicker(memoryLimitRefresh)
	defer ticker.Stop()
	defer debug.SetMemoryLimit(math.MaxInt64)
	for {
		metrics.Read(sample)
		if live := sample[0].Value.Uint64(); live > 0 {
			debug.SetMemoryLimit(int64(live) + memoryHeadroom)
		}
		select {
		case <-ctx.Done():
			return
		case <-ticker.C:
		}
	}
}
