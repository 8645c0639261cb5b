package main

import (
	"fmt"
	"os"
	"strings"
	"time"
)

// reproduce is the one command behind every figure in the report.
const reproduce = "make bench"

func renderReport(r results, o options) string {
	var b strings.Builder
	f := func(format string, args ...any) { fmt.Fprintf(&b, format, args...) }
	f("# Pallet benchmarks\n\n")
	f("Measured %s by `%s`, which builds the release binary and then runs `go run -trimpath ./cmd/palletbench %s`. "+
		"Every figure below comes from that one run; run the same command to reproduce it.\n\n", r.date.Format("2006-01-02 15:04 MST"), reproduce, strings.Join(o.args, " "))
	f("## Machine\n\n| | |\n|---|---|\n")
	f("| CPU | %s × %d (nproc) |\n| Memory | %.1f GB |\n| Kernel | Linux %s |\n| Go (of bin/pallet) | %s |\n", r.machine.cpuModel, r.machine.cpus, r.machine.memGB, r.machine.kernel, r.machine.goVersion)
	f("| Load average before / after | %s / %s |\n| Bench run time | %s |\n\n", r.loadAvgStart, r.loadAvg, r.took.Round(time.Second))
	f("Client and servers share these cores over loopback, so the load generator's own CPU is shown next to the server's " +
		"(100 %% = one core). Absolute figures on a shared machine are noisy; the targets are ratios and counts.\n\n")
	f("## Targets\n\n| Target | Figure | Status |\n|---|---|---|\n")
	for _, t := range evaluate(r) {
		f("| %s | %s | %s |\n", t.name, t.figure, t.verdict)
	}
	f("\n## Data\n\n%d products (sqlite), %d buyers with a session, %d bookings by %d of them, %d reviews, and %d more parts with %d of them in every buyer's cart; written in %s before the first start.\n\n",
		o.fixture.products, o.fixture.users, o.fixture.bookings, o.fixture.bookingUsers, o.fixture.reviews, checkoutParts, checkoutCartLines, r.fixtureTook.Round(time.Millisecond))
	renderLoad(&b, r, o)
	renderContention(&b, r.contention)
	renderCheckout(&b, r.checkout)
	renderCatalogueImport(&b, r.catalogueImport)
	renderProcess(&b, r)
	renderPage(&b, r)
	renderFirstPaint(&b, r.firstPaint)
	if notes, err := os.ReadFile(o.notes); err == nil {
		f("## Notes\n\n%s\n", strings.TrimSpace(string(notes)))
	}
	return b.String()
}

func renderLoad(b *strings.Builder, r results, o options) {
	fmt.Fprintf(b, "## Load: %d connections, %s warm-up, %s measured per endpoint\n\n", o.conns, o.warmup, o.duration)
	fmt.Fprintf(b, "Go load generator (`cmd/palletbench/load_conn.go`): a minimal HTTP/1.1 client, keep-alive, one connection per worker, no compression requested. "+
		"The catalogue response is %d bytes.\n\n", r.catalogueBytes)
	fmt.Fprint(b, "| Server | Request | req/s | p50 ms | p99 ms | errors | server CPU % | loader CPU % |\n|---|---|---:|---:|---:|---:|---:|---:|\n")
	rows := r.pallet
	if r.nginx != nil {
		rows = append([]loadRow{r.pallet[0], *r.nginx}, r.pallet[1:]...)
	}
	for _, row := range rows {
		fmt.Fprintf(b, "| %s | %s | %.0f | %.2f | %.2f | %s | %.0f | %.0f |\n", row.server, row.name, row.reqPerSec(),
			ms(row.latencies.percentile(50)), ms(row.latencies.percentile(99)), errorsCell(row.errors, row.firstErr), row.serverCPU, row.loaderCPU)
	}
	if r.nginx == nil {
		fmt.Fprintf(b, "\nnginx: not measured (%s).\n", r.nginxMissing)
	} else {
		fmt.Fprintf(b, "\n**Pallet / nginx on the catalogue: %.1f %%.** nginx (2 workers, access log off, generated config) serves the identical bytes of page 1 "+
			"as a static file with `Content-Type: application/json`, for the same URLs; the two take %d turns each, one after the other, "+
			"and each one's turns are added up.\n", 100*r.pallet[0].reqPerSec()/r.nginx.reqPerSec(), comparedRounds)
	}
	fmt.Fprintln(b)
}

func errorsCell(n int, first string) string {
	if n == 0 {
		return "0"
	}
	return fmt.Sprintf("%d (%s)", n, strings.ReplaceAll(first, "|", "/"))
}

func renderContention(b *strings.Builder, c contentionResult) {
	fmt.Fprintf(b, "## Booking contention\n\n%d signed-in buyers, each with its own token, book %d pieces of one product at once, "+
		"in a loop, until the shop answers 409 (out of stock).\n\n", c.clients, c.quantity)
	fmt.Fprint(b, "| Stock before | Stock after | Bookings (201) | Stored | 409s | Other errors | Time | Bookings/s | Pallet CPU % | Oversell |\n|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n")
	fmt.Fprintf(b, "| %d | %d | %d | %d | %d | %s | %s | %.0f | %.0f | **%d** |\n\n", c.initial, c.final, c.successes, c.stored, c.rejected,
		errorsCell(int(c.errors), c.firstErr), c.elapsed.Round(time.Millisecond), c.bookingsPerSec(), c.palletCPUPercent, c.oversell())
	fmt.Fprintf(b, "Oversell = (stock before − stock after) − bookings × %d; it must be exactly 0. "+
		"Stored = the buyers' own bookings of the product, listed through `GET /api/bookings` afterwards; it must equal the 201s.", c.quantity)
	if c.timedOut {
		fmt.Fprint(b, " The run hit its time limit before the stock ran out.")
	}
	fmt.Fprint(b, "\n\n")
}

func renderCheckout(b *strings.Builder, c checkoutResult) {
	fmt.Fprintf(b, "## Checkout contention\n\n%d signed-in buyers check out at the same moment, once each, a cart of %d lines × %d pieces "+
		"drawn from %d parts (every part is in half of the carts, with stock for %d lines of it), so the stock runs out. "+
		"Every order reserves all its lines or none.\n\n", c.buyers, checkoutCartLines, checkoutLinePieces, checkoutParts, checkoutStockPieces/checkoutLinePieces)
	fmt.Fprint(b, "| Orders (201) | Stored | Refused for stock (400) | Deadlocks / timeouts | Other errors | Time | Checkouts/s | Orders/s | Pallet CPU % | Unaccounted | Oversell |\n"+
		"|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n")
	fmt.Fprintf(b, "| %d | %d | %d | **%d** | %s | %s | %.0f | %.0f | %.0f | **%d** | **%d** |\n\n", c.placed, c.stored, c.refused, c.timeouts,
		errorsCell(int(c.errors), c.firstErr), c.elapsed.Round(time.Millisecond), c.answeredPerSec(), c.placedPerSec(), c.palletCPUPercent, c.unaccounted(), c.oversell())
	fmt.Fprint(b, "| Part | Stock before | Stock after | Reserved by the 201s |\n|---:|---:|---:|---:|\n")
	for i, p := range c.parts {
		fmt.Fprintf(b, "| %d | %d | %d | %d |\n", i+1, p.initial, p.final, p.reserved)
	}
	fmt.Fprint(b, "\nOversell = pieces reserved beyond a part's stock, or stock below zero; Unaccounted = stock that moved without a 201 to show for it "+
		"(or the reverse); Deadlocks / timeouts = no answer in time or 503 (store busy or locked). All three, and Other errors, must be exactly 0. "+
		"Checkouts/s counts every answered checkout (orders and refusals); Orders/s only the 201s.")
	if c.timedOut {
		fmt.Fprint(b, " The run hit its time limit.")
	}
	fmt.Fprint(b, "\n\n")
}

func renderProcess(b *strings.Builder, r results) {
	starts := make([]string, len(r.starts))
	for i, d := range r.starts {
		starts[i] = fmt.Sprint(d.Milliseconds())
	}
	fmt.Fprint(b, "## Process\n\n| | |\n|---|---|\n")
	fmt.Fprintf(b, "| Start to `/readyz` 200, median | %d ms (starts: %s ms) |\n", r.readyMedian().Milliseconds(), strings.Join(starts, ", "))
	fmt.Fprintf(b, "| First start on the new store (creates the dev admin) | %d ms |\n", r.firstStart.Milliseconds())
	fmt.Fprintf(b, "| Idle RSS (VmRSS, ready + 2 s) | %.1f MB |\n| Peak RSS under load (VmRSS sampled every 50 ms) | %.1f MB |\n\n", mb(r.idleRSSKB), mb(r.peakRSSKB))
}

func renderPage(b *strings.Builder, r results) {
	fmt.Fprint(b, "## Page weight: first load\n\n")
	if r.pageErr != nil {
		fmt.Fprintf(b, "Not measured: %s.\n\n", r.pageErr)
		return
	}
	fmt.Fprint(b, "What `frontend/dist/index.html` makes the browser fetch at once (module script, modulepreloads, stylesheets), gzip level 9.\n\n")
	fmt.Fprint(b, "| File | Kind | Raw KB | Gzipped KB |\n|---|---|---:|---:|\n")
	for _, a := range r.page.assets {
		fmt.Fprintf(b, "| `%s` | %s | %.1f | %.1f |\n", a.path, a.kind, kb(a.raw), kb(a.gzipd))
	}
	fmt.Fprintf(b, "| **Total JS** | | | **%.1f** |\n| **Total CSS** | | | **%.1f** |\n\n", kb(r.page.jsGzip), kb(r.page.cssGzip))
	if r.pageStale {
		fmt.Fprint(b, "**Warning:** bin/pallet serves a different index.html than frontend/dist: the front end was rebuilt after the binary. Run `make bench` again.\n\n")
	}
	fmt.Fprintf(b, "Split off the first load: %d JS chunks, %.1f KB gzipped, fetched only by the routes that need them.\n\n", r.page.lazyJS, kb(r.page.lazyJSGzip))
}

// renderSummary is the stdout version: the targets and the headline figures.
func renderSummary(r results) string {
	var b strings.Builder
	fmt.Fprintln(&b, "\nPallet benchmark summary")
	for _, row := range r.pallet {
		fmt.Fprintf(&b, "  %-52s %8.0f req/s  p50 %6.2f ms  p99 %6.2f ms  errors %d\n", row.name, row.reqPerSec(), ms(row.latencies.percentile(50)), ms(row.latencies.percentile(99)), row.errors)
	}
	if r.nginx != nil {
		fmt.Fprintf(&b, "  %-52s %8.0f req/s  p50 %6.2f ms  p99 %6.2f ms  errors %d\n", "nginx, catalogue bytes", r.nginx.reqPerSec(), ms(r.nginx.latencies.percentile(50)), ms(r.nginx.latencies.percentile(99)), r.nginx.errors)
	}
	fmt.Fprintln(&b, "Targets:")
	for _, t := range evaluate(r) {
		fmt.Fprintf(&b, "  [%s] %s: %s\n", strings.Trim(string(t.verdict), "*"), t.name, t.figure)
	}
	return b.String()
}
