package httpapi

import (
	"context"
	"runtime"
)

// searchSlots admits as many catalogue searches at once as the process has
// processors; the rest wait their turn in the order they asked. A search is
// pure CPU, so more at once only slice the same processors finer: every
// search then finishes late, and the Go scheduler, which resumes some
// waiting goroutines long before others, stretches the slowest. Measured at
// 100k products under 64 connections (docs/benchmarks.md, seventh round):
// the answers that took over 50 ms inside the server fell from about 2 %
// to under 0.1 %.
type searchSlots chan struct{}

func newSearchSlots() searchSlots { return make(searchSlots, runtime.GOMAXPROCS(0)) }

// take waits for a free slot, or until ctx ends (the client went away).
// The caller gives the slot back with release.
func (s searchSlots) take(ctx context.Context) error {
	select {
	case s <- struct{}{}:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}

func (s searchSlots) release() { <-s }
