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
//
// A search that had to wait yields once it has its slot. Go hands a freed
// slot to its waiter as the next goroutine to run on that processor, in the
// time slice of the one that freed it, so under load the searches ran one
// after another and the connections whose next request had arrived waited
// behind them, in the scheduler's queue, for up to 90 ms (a trace at 100k
// under 64 connections: 1 in 10 waited over 30 ms). Yielding lets those
// read their requests and join the line for a slot. p99 under that load:
// 74-86 ms without the yield, 36-45 ms with it, at the same rate.
func (s searchSlots) take(ctx context.Context) error {
	select {
	case s <- struct{}{}:
		return nil
	default:
	}
	select {
	case s <- struct{}{}:
		runtime.Gosched()
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}

func (s searchSlots) release() { <-s }
