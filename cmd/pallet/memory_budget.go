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
//     memoryHeadroom, moved as the catalogue grows or shrinks. It is a
//     backstop: the collector only works harder when the heap would pass it.
const (
	memoryHeadroom     = 96 << 20
	memoryLimitRefresh = 10 * time.Second
	buildGCPercent     = 50
)

// leanMemory is set by serve: tests start many servers in one process
// and leave the collector alone.
var leanMemory bool

func memoryTuned(name string) bool { return leanMemory && os.Getenv(name) == "" }

// leanBuild runs build with less heap headroom, then frees its garbage.
func leanBuild(build func() error) error {
	if !memoryTuned("GOGC") {
		return build()
	}
	old := debug.SetGCPercent(buildGCPercent)
	err := build()
	debug.SetGCPercent(old)
	debug.FreeOSMemory()
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
