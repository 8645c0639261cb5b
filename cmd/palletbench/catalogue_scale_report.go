package main

import (
	"fmt"
	"strings"
	"time"

	"github.com/palletshop/pallet/app"
)

const scaleHeading = "## Catalogue at scale"

// Catalogue-scale targets on this 2-core machine (issue 25).
const (
	minUncachedAt100k = 2000
	minUncachedAt20k  = 4000
	maxUncachedP99    = 50 * time.Millisecond
	maxIndexBuild     = 3 * time.Second
	maxScaleRSSBytes  = 300_000_000
	minCachedShare    = 0.8
	maxExport         = 10 * time.Second
	maxHTTPImport     = 30 * time.Second
)

func renderCatalogueScale(rows []scaleRow, o options) string {
	var b strings.Builder
	f := func(format string, args ...any) { fmt.Fprintf(&b, format, args...) }
	f("%s\n\n", scaleHeading)
	f("Measured %s by `go run ./cmd/palletbench -catalogue-scale %s` (`%s` runs it after the rest). "+
		"Each size is a fresh sqlite store: the starter catalogue, then numbered lots of it written through the store's ImportProducts "+
		"in batches of 5,000 (not over HTTP), every product with a category and its specs. The server builds its catalogue index from the "+
		"store before it answers /readyz. Loads are %d connections, %s warm-up, %s measured.\n\n",
		time.Now().UTC().Format("2006-01-02 15:04 MST"), strings.Join(o.args, " "), reproduce, o.conns, o.warmup, o.duration)
	f("**Uncached** searches rotate over %d storefront searches (words, part numbers, categories, attribute filters, price and stock filters, sorts; "+
		"`limit=%d`, facets included) with a distinct ignored `r=` parameter on each of %d URLs, so the response cache never answers and every "+
		"request searches the index, which also holds the page's products. **Cached** is the first catalogue page, one URL, against nginx serving the same bytes; "+
		"the two take %d turns each, one after the other, and each one's turns are added up. "+
		"**Export** is one `GET /api/admin/products.csv` of the whole catalogue. **HTTP import** is then one `POST /api/admin/products/import` "+
		"of new products (as many as the catalogue has, at most %d, the most one file may hold) into that catalogue, signed in as the development admin.\n\n",
		len(scaleSearches), catalogueLimit, rows[0].uncachedDistincts, comparedRounds, app.MaxImportRows)
	f("| Products | Import | DB size | Ready | Uncached req/s | p50 ms | p99 ms | errors | server CPU %% | Cached req/s | nginx req/s | Cached / nginx | Export | Peak RSS | HTTP import |\n")
	f("|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n")
	for _, r := range rows {
		u := r.uncached
		nginxRate, share := r.nginxMissing, "not measured"
		if r.nginx != nil {
			nginxRate = fmt.Sprintf("%.0f", r.nginx.reqPerSec())
			share = fmt.Sprintf("%.1f %%", 100*r.cached.reqPerSec()/r.nginx.reqPerSec())
		}
		f("| %d | %s | %.1f MB | %s | %.0f | %.2f | %.2f | %s | %.0f | %.0f | %s | %s | %s (%.1f MB) | %.1f MB | %s |\n", r.products,
			r.loadTook.Round(100*time.Millisecond), float64(r.dbBytes)/1e6, r.ready.Round(10*time.Millisecond),
			u.reqPerSec(), ms(u.latencies.percentile(50)), ms(u.latencies.percentile(99)), errorsCell(u.errors, u.firstErr),
			u.serverCPU, r.cached.reqPerSec(), nginxRate, share, r.export.took.Round(10*time.Millisecond), float64(r.export.bytes)/1e6, mb(r.peakRSSKB),
			httpImportCell(r))
	}
	f("\nThe catalogue index in process (`adapters/searchindex`, no HTTP): its build from the store, and searches alone with their pages, median of %d:\n\n| Products | Build |", indexRuns)
	for _, t := range rows[0].index.searches {
		f(" %s |", t.name)
	}
	f("\n|---:|---:|%s\n", strings.Repeat("---:|", len(rows[0].index.searches)))
	for _, r := range rows {
		f("| %d | %s |", r.products, r.index.build.Round(10*time.Millisecond))
		for _, t := range r.index.searches {
			f(" %.2f ms |", ms(t.took))
		}
		f("\n")
	}
	f("\nTargets:\n\n| Target | Figure | Status |\n|---|---|---|\n")
	for _, r := range rows {
		for _, t := range scaleTargets(r) {
			f("| %s | %s | %s |\n", t.name, t.figure, t.verdict)
		}
	}
	f("\n")
	return b.String()
}

// httpImportCell is the import's time and rows created, or why it failed.
func httpImportCell(r scaleRow) string {
	if r.httpImportErr != "" {
		return "failed: " + strings.ReplaceAll(r.httpImportErr, "|", "/")
	}
	return fmt.Sprintf("%s (%d created)", r.httpImport.elapsed.Round(100*time.Millisecond), r.httpImport.created)
}

// scaleTargets judges a row against the targets of its size: 20,000 and
// 100,000 products have targets; other sizes are reported only.
func scaleTargets(r scaleRow) []target {
	u := r.uncached
	var minRate float64
	switch r.products {
	case 100_000:
		minRate = minUncachedAt100k
	case 20_000:
		minRate = minUncachedAt20k
	default:
		return nil
	}
	at := fmt.Sprintf("%dk: ", r.products/1000)
	out := []target{
		{fmt.Sprintf("%suncached faceted search ≥ %.0f req/s", at, minRate), fmt.Sprintf("%.0f req/s", u.reqPerSec()), judge(u.reqPerSec() >= minRate)},
		{fmt.Sprintf("%suncached p99 ≤ %d ms", at, maxUncachedP99.Milliseconds()), fmt.Sprintf("%.2f ms", ms(u.latencies.percentile(99))),
			judge(u.latencies.percentile(99) <= maxUncachedP99 && u.requests > 0)},
		{at + "no errors", fmt.Sprintf("%d uncached, %d cached", u.errors, r.cached.errors), judge(u.errors == 0 && r.cached.errors == 0)},
	}
	if r.nginx != nil {
		share := r.cached.reqPerSec() / r.nginx.reqPerSec()
		out = append(out, target{at + "cached first page ≥ 80 % of nginx", fmt.Sprintf("%.1f %%", 100*share), judge(share >= minCachedShare)})
	}
	if r.products == 100_000 {
		out = append(out,
			target{"100k: index build ≤ 3 s", r.index.build.Round(10 * time.Millisecond).String(), judge(r.index.build <= maxIndexBuild)},
			target{"100k: peak RSS ≤ 300 MB", fmt.Sprintf("%.1f MB", mb(r.peakRSSKB)), judge(r.peakRSSKB*1024 <= maxScaleRSSBytes)},
			target{"100k: CSV export ≤ 10 s, whole", fmt.Sprintf("%s, %.1f MB", r.export.took.Round(10*time.Millisecond), float64(r.export.bytes)/1e6),
				judge(r.export.took <= maxExport && r.export.bytes > 0)},
			target{"100k: CSV import of 100,000 new products over HTTP ≤ 30 s", httpImportCell(r),
				judge(r.httpImport.elapsed <= maxHTTPImport && r.httpImport.created == r.httpImport.rows && r.httpImport.rows > 0)},
		)
	}
	return out
}
