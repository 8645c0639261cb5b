// Command palletbench is `make bench`: it fills a fresh store, starts the
// release binary, loads it over loopback, runs nginx on the same bytes as
// the physical limit, races 200 buyers for one product, has them check out
// overlapping carts at once, measures start-up, memory and page weight, and
// writes docs/benchmarks.md.
package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/palletshop/pallet/app"
)

// options are the command line; the defaults are what `make bench` runs.
type options struct {
	args                  []string // as given, for the report
	bin, dist, out, notes string
	conns                 int
	warmup, duration      time.Duration
	starts                int
	contentionLimit       time.Duration
	fixture               fixtureSpec
	importOnly            bool
	importRows            int
	catalogueScale        bool
	scaleSizes            []int
}

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

func run(args []string, stdout, stderr io.Writer) int {
	o, err := parseOptions(args, stderr)
	if err != nil {
		return 2
	}
	if o.importOnly {
		return runImportOnly(o, stdout, stderr)
	}
	if o.catalogueScale {
		return runCatalogueScale(o, stdout, stderr)
	}
	r, err := measure(context.Background(), o, stderr)
	if err != nil {
		fmt.Fprintln(stderr, "palletbench: "+err.Error())
		return 1
	}
	doc := renderReport(r, o)
	if err := writeFile(o.out, doc); err != nil {
		fmt.Fprintln(stderr, "palletbench: "+err.Error())
		return 1
	}
	fmt.Fprint(stdout, renderSummary(r))
	fmt.Fprintf(stdout, "Wrote %s\n", o.out)
	if c := r.contention; c.oversell() != 0 || !c.consistent() {
		fmt.Fprintf(stderr, "palletbench: FAIL: booking contention oversold by %d pieces (must be exactly 0); %d bookings answered 201, %d stored\n",
			c.oversell(), c.successes, c.stored)
		return 1
	}
	if c := r.checkout; !c.sound() {
		fmt.Fprintf(stderr, "palletbench: FAIL: checkout contention oversold %d pieces, left %d unaccounted, %d deadlocks or timeouts, %d other errors (all must be 0); %d orders answered 201, %d stored\n",
			c.oversell(), c.unaccounted(), c.timeouts, c.errors, c.placed, c.stored)
		return 1
	}
	return 0
}

func parseOptions(args []string, stderr io.Writer) (options, error) {
	o := options{args: args}
	fs := flag.NewFlagSet("palletbench", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.StringVar(&o.bin, "bin", "bin/pallet", "release binary to measure (make build)")
	fs.StringVar(&o.dist, "dist", "frontend/dist", "built front end, for the page weight")
	fs.StringVar(&o.out, "out", "docs/benchmarks.md", "report to write")
	fs.StringVar(&o.notes, "notes", "docs/benchmark-notes.md", "hand-written notes copied into the report, if the file exists")
	fs.IntVar(&o.conns, "conns", 64, "concurrent connections of the load runs")
	fs.DurationVar(&o.warmup, "warmup", 2*time.Second, "warm-up before each measured load run")
	fs.DurationVar(&o.duration, "duration", 10*time.Second, "measured time of each load run")
	fs.IntVar(&o.starts, "starts", 5, "timed starts; the median start-to-ready time is reported")
	fs.DurationVar(&o.contentionLimit, "contention-limit", 60*time.Second, "upper bound of the contention run")
	fs.IntVar(&o.fixture.products, "products", 1000, "products in the store")
	fs.IntVar(&o.fixture.users, "users", 200, "buyers with a session; each is one contention client")
	fs.IntVar(&o.fixture.bookings, "bookings", 2000, "bookings in the store before the run")
	fs.IntVar(&o.fixture.bookingUsers, "booking-users", 50, "buyers who placed those bookings")
	fs.IntVar(&o.fixture.reviews, "reviews", 500, "reviews in the store")
	fs.Int64Var(&o.fixture.contentionQty, "quantity", 100, "pieces per contention booking (also the product's minimum order)")
	fs.Int64Var(&o.fixture.contentionStock, "stock", 200_050, "contention product's stock; the remainder below one order must stay")
	fs.BoolVar(&o.importOnly, "import-only", false, "run only the catalogue import on a fresh store and replace that section of -out")
	fs.IntVar(&o.importRows, "import-rows", importRows, "rows of the catalogue import's file (at most app.MaxImportRows)")
	fs.BoolVar(&o.catalogueScale, "catalogue-scale", false, "run only the catalogue at scale (-catalogue-sizes) on fresh stores and replace that section of -out")
	sizes := fs.String("catalogue-sizes", "20000,100000,1000000", "catalogue sizes -catalogue-scale measures, comma-separated; targets are judged at 20,000 and 100,000")
	if err := fs.Parse(args); err != nil {
		return o, err
	}
	for _, n := range strings.Split(*sizes, ",") {
		size, err := strconv.Atoi(strings.TrimSpace(n))
		if err != nil || size < 100 {
			fmt.Fprintln(stderr, "palletbench: -catalogue-sizes takes sizes of at least 100, comma-separated")
			return o, fmt.Errorf("bad options")
		}
		o.scaleSizes = append(o.scaleSizes, size)
	}
	f := o.fixture
	if o.conns < 1 || o.starts < 1 || f.products < 2 || f.users < 1 || f.bookingUsers < 1 || f.bookingUsers > f.users || f.contentionQty < 1 ||
		o.importRows < 1 || o.importRows > app.MaxImportRows {
		fmt.Fprintln(stderr, "palletbench: -conns, -starts, -users, -quantity must be ≥ 1; -products ≥ 2; -booking-users ≤ -users; -import-rows 1 to 100000")
		return o, fmt.Errorf("bad options")
	}
	return o, nil
}

func writeFile(path, content string) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	return os.WriteFile(path, []byte(content), 0o644)
}
