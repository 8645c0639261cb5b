package main

import (
	"fmt"
	"strings"
	"time"
)

const scaleHeading = "## Catalogue at scale"

// Catalogue-scale targets, at the largest size, on this 2-core machine.
const (
	minUncachedPerSec = 1000
	maxUncachedP99    = 100 * time.Millisecond
	maxScaleRSSBytes  = 200_000_000
)

func renderCatalogueScale(rows []scaleRow, o options) string {
	var b strings.Builder
	f := func(format string, args ...any) { fmt.Fprintf(&b, format, args...) }
	f("%s\n\n", scaleHeading)
	f("Measured %s by `go run ./cmd/palletbench -catalogue-scale %s` (`%s` runs it after the rest). "+
		"Each size is a fresh sqlite store: the starter catalogue, then numbered lots of it written through the store's ImportProducts "+
		"in batches of 5,000 (not over HTTP), every product with a category and its specs. Loads are %d connections, %s warm-up, %s measured.\n\n",
		time.Now().UTC().Format("2006-01-02 15:04 MST"), strings.Join(o.args, " "), reproduce, o.conns, o.warmup, o.duration)
	f("**Uncached** searches rotate over %d storefront searches (words, part numbers, categories, attribute filters, price and stock filters, sorts; "+
		"`limit=%d`, facets included) with a distinct ignored `r=` parameter on each of %d URLs, so the response cache never answers and every "+
		"request runs the page query and the facet queries. **Cached** is the first catalogue page, one URL, against nginx serving the same bytes.\n\n",
		len(scaleSearches), catalogueLimit, rows[0].uncachedDistincts)
	f("| Products | Import | DB size | Uncached req/s | p50 ms | p99 ms | errors | server CPU %% | Cached req/s | nginx req/s | Cached / nginx | Peak RSS |\n")
	f("|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n")
	for _, r := range rows {
		u := r.uncached
		nginxRate, share := r.nginxMissing, "not measured"
		if r.nginx != nil {
			nginxRate = fmt.Sprintf("%.0f", r.nginx.reqPerSec())
			share = fmt.Sprintf("%.1f %%", 100*r.cached.reqPerSec()/r.nginx.reqPerSec())
		}
		f("| %d | %s | %.1f MB | %.0f | %.2f | %.2f | %s | %.0f | %.0f | %s | %s | %.1f MB |\n", r.products, r.loadTook.Round(100*time.Millisecond),
			float64(r.dbBytes)/1e6, u.reqPerSec(), ms(u.latencies.percentile(50)), ms(u.latencies.percentile(99)), errorsCell(u.errors, u.firstErr),
			u.serverCPU, r.cached.reqPerSec(), nginxRate, share, mb(r.peakRSSKB))
	}
	f("\nFacet queries alone (the store's `ProductFacets`, in process, median of 5):\n\n| Products |")
	for _, t := range rows[0].facets {
		f(" %s |", t.name)
	}
	f("\n|---:|%s\n", strings.Repeat("---:|", len(rows[0].facets)))
	for _, r := range rows {
		f("| %d |", r.products)
		for _, t := range r.facets {
			f(" %.1f ms |", ms(t.took))
		}
		f("\n")
	}
	f("\nTargets at %d products:\n\n| Target | Figure | Status |\n|---|---|---|\n", rows[len(rows)-1].products)
	for _, t := range scaleTargets(rows[len(rows)-1]) {
		f("| %s | %s | %s |\n", t.name, t.figure, t.verdict)
	}
	f("\n")
	return b.String()
}

func scaleTargets(r scaleRow) []target {
	u := r.uncached
	return []target{
		{fmt.Sprintf("Uncached filtered search ≥ %d req/s", minUncachedPerSec), fmt.Sprintf("%.0f req/s", u.reqPerSec()), judge(u.reqPerSec() >= minUncachedPerSec)},
		{fmt.Sprintf("Uncached filtered search p99 ≤ %d ms", maxUncachedP99.Milliseconds()), fmt.Sprintf("%.2f ms", ms(u.latencies.percentile(99))),
			judge(u.latencies.percentile(99) <= maxUncachedP99 && u.requests > 0)},
		{"No errors", fmt.Sprintf("%d uncached, %d cached", u.errors, r.cached.errors), judge(u.errors == 0 && r.cached.errors == 0)},
		{"Peak RSS ≤ 200 MB", fmt.Sprintf("%.1f MB", mb(r.peakRSSKB)), judge(r.peakRSSKB*1024 <= maxScaleRSSBytes)},
	}
}
