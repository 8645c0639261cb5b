package main

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"time"
)

// results is everything one bench run measured.
type results struct {
	date                  time.Time
	machine               machineInfo
	loadAvgStart, loadAvg string
	fixtureTook           time.Duration
	firstStart            time.Duration // creates the dev admin (bcrypt cost 12)
	starts                []time.Duration
	idleRSSKB, peakRSSKB  int64
	catalogueBytes        int
	pallet                []loadRow // catalogue first
	nginx                 *loadRow  // nil: not measured
	nginxMissing          string
	contention            contentionResult
	checkout              checkoutResult
	catalogueImport       importResult
	page                  pageWeight
	firstPaint            firstPaintResult
	pageErr               error
	pageStale             bool // bin/pallet serves another index.html than dist's
	took                  time.Duration
}

// loadRow is one load run with the server's CPU and memory during it.
type loadRow struct {
	loadResult
	server               string
	serverCPU, loaderCPU float64
	peakRSSKB            int64
}

func (r results) readyMedian() time.Duration {
	s := slices.Clone(r.starts)
	slices.Sort(s)
	return s[len(s)/2]
}

func measure(ctx context.Context, o options, log io.Writer) (results, error) {
	began := time.Now()
	r := results{date: began.UTC(), machine: describeMachine(o.bin), loadAvgStart: loadAverage()}
	if _, err := os.Stat(o.bin); err != nil {
		return r, fmt.Errorf("%w: run make build first", err)
	}
	tmp, err := os.MkdirTemp("", "palletbench-")
	if err != nil {
		return r, err
	}
	defer os.RemoveAll(tmp)
	dataDir, logPath := filepath.Join(tmp, "data"), filepath.Join(tmp, "pallet.log")

	step(log, "filling the store: %d products, %d buyers, %d bookings, %d reviews", o.fixture.products, o.fixture.users, o.fixture.bookings, o.fixture.reviews)
	fx, err := buildFixture(ctx, dataDir, o.fixture)
	if err != nil {
		return r, fmt.Errorf("fill the store: %w", err)
	}
	r.fixtureTook = time.Since(began)

	p, err := timedStarts(&r, o, dataDir, logPath, log)
	if err != nil {
		return r, err
	}
	defer p.stop()
	time.Sleep(2 * time.Second)
	if r.idleRSSKB, err = statusKB(p.pid(), "VmRSS"); err != nil {
		return r, err
	}
	if err := loadPhases(&r, o, p, fx, filepath.Join(tmp, "nginx"), log); err != nil {
		return r, err
	}
	step(log, "contention: %d buyers book %d pieces each until out of stock", len(fx.tokens), o.fixture.contentionQty)
	if r.contention, err = runContention(p, fx.contentionID, fx.tokens, o.fixture.contentionQty, o.contentionLimit); err != nil {
		return r, fmt.Errorf("contention: %w", err)
	}
	step(log, "checkout contention: %d buyers check out %d-line carts of %d parts at once", len(fx.tokens), checkoutCartLines, checkoutParts)
	if r.checkout, err = runCheckoutContention(p, fx.checkoutIDs, fx.tokens, o.contentionLimit); err != nil {
		return r, fmt.Errorf("checkout contention: %w", err)
	}
	r.peakRSSKB = max(r.peakRSSKB, r.contention.peakRSSKB, r.checkout.peakRSSKB)
	step(log, "catalogue import: %d rows in one request", o.importRows)
	if r.catalogueImport, err = runCatalogueImport(p, o.importRows); err != nil {
		return r, fmt.Errorf("catalogue import: %w", err)
	}
	r.page, r.pageErr = measurePageWeight(o.dist)
	r.pageStale = servesOtherBuild(p, o.dist)
	step(log, "first paint: %d cold loads of %s in Chromium on Slow 4G", firstPaintRuns, strings.Join(firstPaintPaths, " and "))
	r.firstPaint = measureFirstPaint(p.base)
	r.loadAvg, r.took = loadAverage(), time.Since(began)
	return r, nil
}

// timedStarts starts Pallet once to create the dev admin, then o.starts
// timed times; the last one stays up for the rest of the bench.
func timedStarts(r *results, o options, dataDir, logPath string, log io.Writer) (*pallet, error) {
	step(log, "starting %s: 1 first start, then %d timed starts", o.bin, o.starts)
	var p *pallet
	for i := 0; i <= o.starts; i++ {
		if p != nil {
			p.stop()
		}
		var err error
		if p, err = startPallet(o.bin, dataDir, logPath); err != nil {
			return nil, err
		}
		if i == 0 {
			r.firstStart = p.ready
		} else {
			r.starts = append(r.starts, p.ready)
		}
	}
	return p, nil
}

func step(log io.Writer, format string, args ...any) {
	fmt.Fprintf(log, "palletbench: "+format+"\n", args...)
}

// servesOtherBuild reports whether the binary embeds a front end other than
// the one on disk (rebuilt since make build), so the page weight may not be
// what the measured binary serves. The served page carries a first view, so
// the two are compared by the entry script they start.
func servesOtherBuild(p *pallet, dist string) bool {
	onDisk, err := os.ReadFile(filepath.Join(dist, "index.html"))
	if err != nil {
		return false
	}
	entry := entryScript.Find(onDisk)
	served, _, err := fetch(newLoadClient(1), p.base+"/")
	return err != nil || entry == nil || !bytes.Contains(served, entry)
}

var entryScript = regexp.MustCompile(`<script type="module"[^>]*src="[^"]+"`)
