package main

import (
	"fmt"
	"time"
)

// The targets. Sizes are decimal (1 MB = 1,000,000 bytes, 1 KB =
// 1,000 bytes), the stricter reading.
const (
	minNginxShare      = 0.50
	maxCatalogueP99    = 10 * time.Millisecond
	minBookingsPerSec  = 300
	maxReady           = time.Second
	maxIdleRSSBytes    = 80_000_000
	maxFirstLoadJSGzip = 150_000
)

type verdict string

const (
	met         verdict = "met"
	notMet      verdict = "**not met**"
	notMeasured verdict = "not measured"
)

func judge(ok bool) verdict {
	if ok {
		return met
	}
	return notMet
}

// target is one row of the targets table.
type target struct {
	name, figure string
	verdict      verdict
}

func evaluate(r results) []target {
	cat := r.pallet[0]
	ts := []target{nginxTarget(r), {
		name:    fmt.Sprintf("Catalogue p99 ≤ %d ms at %d connections", maxCatalogueP99.Milliseconds(), cat.conns),
		figure:  fmt.Sprintf("%.2f ms (%d errors)", ms(cat.latencies.percentile(99)), cat.errors),
		verdict: judge(cat.latencies.percentile(99) <= maxCatalogueP99 && cat.errors == 0 && cat.requests > 0),
	}}
	c := r.contention
	ts = append(ts,
		target{"Booking contention: oversell exactly 0", fmt.Sprintf("%d pieces (%d clients, %d bookings, %d stored)", c.oversell(), c.clients, c.successes, c.stored),
			judge(c.oversell() == 0 && c.consistent())},
		target{fmt.Sprintf("Booking contention ≥ %d bookings/s on sqlite", minBookingsPerSec), fmt.Sprintf("%.0f bookings/s", c.bookingsPerSec()), judge(c.bookingsPerSec() >= minBookingsPerSec && c.errors == 0)},
		target{"Checkout contention: oversell, unaccounted stock, deadlocks, timeouts and other errors all 0",
			fmt.Sprintf("oversell %d, unaccounted %d, timeouts %d, errors %d (%d buyers, %d orders, %d stored)", r.checkout.oversell(), r.checkout.unaccounted(),
				r.checkout.timeouts, r.checkout.errors, r.checkout.buyers, r.checkout.placed, r.checkout.stored),
			judge(r.checkout.sound() && r.checkout.placed > 0)},
		target{"Ready ≤ 1 s after start", fmt.Sprintf("%d ms (median of %d starts)", r.readyMedian().Milliseconds(), len(r.starts)), judge(r.readyMedian() <= maxReady)},
		target{"Idle RSS ≤ 80 MB", fmt.Sprintf("%.1f MB", mb(r.idleRSSKB)), judge(r.idleRSSKB*1024 <= maxIdleRSSBytes)},
	)
	js := target{name: "First-load JS ≤ 150 KB gzipped", figure: "front end not built", verdict: notMeasured}
	if r.pageErr == nil {
		js.figure = fmt.Sprintf("%.1f KB", kb(r.page.jsGzip))
		js.verdict = judge(r.page.jsGzip <= maxFirstLoadJSGzip)
	}
	return append(ts, js, firstPaintTarget(r.firstPaint))
}

func nginxTarget(r results) target {
	t := target{name: fmt.Sprintf("Catalogue ≥ %.0f %% of nginx's req/s on the same bytes", minNginxShare*100)}
	if r.nginx == nil {
		t.figure, t.verdict = r.nginxMissing, notMeasured
		return t
	}
	share := r.pallet[0].reqPerSec() / r.nginx.reqPerSec()
	t.figure = fmt.Sprintf("%.1f %% (%.0f vs %.0f req/s)", share*100, r.pallet[0].reqPerSec(), r.nginx.reqPerSec())
	t.verdict = judge(share >= minNginxShare && r.pallet[0].errors == 0 && r.nginx.errors == 0)
	return t
}

func mb(kib int64) float64 { return float64(kib*1024) / 1e6 }
func kb(bytes int) float64 { return float64(bytes) / 1e3 }
