package main

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func sampleResults() results {
	fast := latencies{time.Millisecond, 2 * time.Millisecond, 3 * time.Millisecond}
	return results{
		starts:    []time.Duration{900 * time.Millisecond, 30 * time.Millisecond, 40 * time.Millisecond},
		idleRSSKB: 50_000,
		pallet:    []loadRow{{loadResult: loadResult{requests: 6000, elapsed: time.Second, latencies: fast, conns: 64}}},
		nginx:     &loadRow{loadResult: loadResult{requests: 10000, elapsed: time.Second}},
		contention: contentionResult{quantity: 100, initial: 200_050, final: 50, successes: 2000, stored: 2000,
			elapsed: 2 * time.Second},
		checkout: soundCheckout(),
		page:     pageWeight{jsGzip: 140_000},
		firstPaint: firstPaintResult{pages: []firstPaintPage{{path: "/", runs: []time.Duration{time.Second}},
			{path: "/products", runs: []time.Duration{1400 * time.Millisecond}}}},
	}
}

func verdicts(r results) map[string]verdict {
	out := map[string]verdict{}
	for _, t := range evaluate(r) {
		out[t.name] = t.verdict
	}
	return out
}

func TestEveryTargetMetWhenFiguresAreInside(t *testing.T) {
	got := verdicts(sampleResults())
	require.Len(t, got, 9)
	for name, v := range got {
		assert.Equal(t, met, v, name)
	}
}

func TestTargetsNotMetOrNotMeasured(t *testing.T) {
	r := sampleResults()
	r.pallet[0].requests = 4000                                                // 40 % of nginx
	r.pallet[0].latencies = append(r.pallet[0].latencies, 50*time.Millisecond) // p99 50 ms
	r.contention.final = 0                                                     // 50 pieces oversold
	r.contention.elapsed = 10 * time.Second                                    // 200 bookings/s
	r.starts = []time.Duration{2 * time.Second, 2 * time.Second, time.Second}
	r.idleRSSKB = 90_000
	r.page.jsGzip = 150_001
	r.checkout.timeouts = 1
	r.firstPaint.pages[1].runs = []time.Duration{1600 * time.Millisecond}
	for name, v := range verdicts(r) {
		assert.Equal(t, notMet, v, name)
	}

	r = sampleResults()
	r.nginx, r.nginxMissing = nil, errNoNginx.Error()
	r.pageErr = assert.AnError
	r.firstPaint = firstPaintResult{}
	got := verdicts(r)
	assert.Equal(t, notMeasured, got["First paint ≤ 1.5 s on Slow 4G with a 4× slower CPU (median of 5 cold loads)"])
	assert.Equal(t, notMeasured, got["Catalogue ≥ 50 % of nginx's req/s on the same bytes"])
	assert.Equal(t, notMeasured, got["First-load JS ≤ 150 KB gzipped"])
}

func TestReadyIsTheMedianStart(t *testing.T) {
	assert.Equal(t, 40*time.Millisecond, sampleResults().readyMedian())
}
