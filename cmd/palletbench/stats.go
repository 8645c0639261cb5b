package main

import (
	"slices"
	"time"
)

// latencies are the durations of the requests measured in one run.
type latencies []time.Duration

// percentile returns the p-th percentile (0 < p ≤ 100) by the nearest-rank
// method: exact, since every latency is kept.
func (l latencies) percentile(p float64) time.Duration {
	if len(l) == 0 {
		return 0
	}
	sorted := slices.Clone(l)
	slices.Sort(sorted)
	rank := int(p/100*float64(len(sorted))+0.999999) - 1
	return sorted[min(max(rank, 0), len(sorted)-1)]
}

// ms formats a duration as milliseconds with two decimals.
func ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }
