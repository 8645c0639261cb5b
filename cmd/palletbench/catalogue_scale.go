package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/palletshop/pallet/adapters/sqlite"
	"github.com/palletshop/pallet/app"
	"github.com/palletshop/pallet/domain"
)

// scaleSearches are the storefront searches the uncached run rotates over:
// words, part numbers, categories (a parent takes its children), attribute
// filters, price and stock filters, and sorts.
var scaleSearches = []string{
	"q=samsung",
	"q=ssd&category=ssds",
	"category=ssds&attr.interface=PCIe+4.0+NVMe",
	"category=cpus&attr.socket=AM5&sort=price_asc",
	"q=ddr5&category=memory",
	"category=components&inStock=true&sort=price_asc",
	"q=gigabit+switch",
	"brand=Corsair&category=power-supplies",
	"q=rtx+4070",
	"category=monitors&attr.panel=IPS&maxPriceCents=40000",
	"q=MZ-V9P2T0BW",
	"category=ssds&attr.capacity=1+TB&attr.capacity=2+TB&sort=name",
}

// scaleRow is one catalogue size's figures.
type scaleRow struct {
	products          int
	loadTook          time.Duration
	dbBytes           int64
	index             indexTimings
	ready             time.Duration // exec to /readyz, the index build included
	uncached, cached  loadRow
	nginx             *loadRow
	nginxMissing      string
	export            exportResult
	httpImport        importResult // new products over HTTP into the filled store, after the rest
	httpImportErr     string       // why it failed; the rest of the row still stands
	peakRSSKB         int64
	firstPageBytes    int
	uncachedDistincts int
}

// runCatalogueScale fills a fresh sqlite store per size through the
// store's ImportProducts, measures it and replaces that section of -out.
func runCatalogueScale(o options, stdout, stderr io.Writer) int {
	var rows []scaleRow
	for _, n := range o.scaleSizes {
		row, err := measureScale(context.Background(), o, n, stderr)
		if err != nil {
			fmt.Fprintf(stderr, "palletbench: catalogue at %d products: %v\n", n, err)
			return 1
		}
		rows = append(rows, row)
	}
	section := renderCatalogueScale(rows, o)
	old, _ := os.ReadFile(o.out)
	if err := writeFile(o.out, replaceSection(string(old), scaleHeading, section)); err != nil {
		fmt.Fprintln(stderr, "palletbench: "+err.Error())
		return 1
	}
	fmt.Fprint(stdout, section)
	fmt.Fprintf(stdout, "Updated %s\n", o.out)
	return 0
}

func measureScale(ctx context.Context, o options, n int, log io.Writer) (scaleRow, error) {
	row := scaleRow{products: n}
	tmp, err := os.MkdirTemp("", "palletbench-scale-")
	if err != nil {
		return row, err
	}
	defer os.RemoveAll(tmp)
	dataDir := filepath.Join(tmp, "data")
	step(log, "catalogue at scale: importing %d products into a fresh sqlite store", n)
	began := time.Now()
	if err = fillScaleStore(ctx, dataDir, n); err != nil {
		return row, err
	}
	row.loadTook = time.Since(began)
	step(log, "catalogue at scale: the catalogue index in process")
	if row.index, err = timeIndex(ctx, dataDir); err != nil {
		return row, err
	}
	if row.dbBytes, err = dirBytes(dataDir); err != nil {
		return row, err
	}
	p, err := startPallet(o.bin, dataDir, filepath.Join(tmp, "pallet.log"))
	if err != nil {
		return row, err
	}
	defer p.stop()
	row.ready = p.ready
	rss := sampleRSS(p.pid())
	err = row.load(o, p, filepath.Join(tmp, "nginx"), log)
	if err == nil {
		step(log, "catalogue at scale: CSV export of %d products", n)
		row.export, err = timeExport(p)
	}
	row.peakRSSKB = rss.Stop()
	if err == nil {
		rows := min(n, app.MaxImportRows)
		step(log, "catalogue at scale: import of %d new products over HTTP", rows)
		var importErr error
		if row.httpImport, importErr = runCatalogueImport(p, rows); importErr != nil {
			row.httpImportErr = importErr.Error()
			step(log, "catalogue at scale: the import failed: %v", importErr)
		}
	}
	return row, err
}

// load runs the uncached searches, then the cached first page on Pallet in
// turns with the same bytes on nginx.
func (row *scaleRow) load(o options, p *pallet, nginxDir string, log io.Writer) error {
	spec := func(name string, paths []string, base string) loadSpec {
		urls := make([]string, len(paths))
		for i, path := range paths {
			urls[i] = base + path
		}
		return loadSpec{name: name, urls: urls, conns: o.conns, warmup: o.warmup, duration: o.duration}
	}
	uncached := uncachedSearchPaths(200_000)
	row.uncachedDistincts = len(uncached)
	step(log, "load: %d uncached searches on Pallet, %d connections", len(uncached), o.conns)
	var err error
	if row.uncached, err = loadOn("Pallet", p.pid(), spec("uncached searches", uncached, p.base)); err != nil {
		return err
	}
	first := catalogueURL(1)
	body, _, err := fetch(newLoadClient(1), p.base+first)
	if err != nil {
		return err
	}
	row.firstPageBytes = len(body)
	cached := spec("cached first page", []string{first}, p.base)
	n, missing, err := startNginxWith(nginxDir, body)
	if err != nil {
		return err
	}
	if n == nil {
		row.nginxMissing = missing
		step(log, "load: cached first page on Pallet (no nginx: %s)", missing)
		row.cached, err = loadOn("Pallet", p.pid(), cached)
		return err
	}
	defer n.stop()
	step(log, "load: cached first page on Pallet and its bytes on nginx, in %d turns each", comparedRounds)
	nginxRow := loadRow{}
	row.cached, nginxRow, err = loadInTurns(contender{"Pallet", p.pid(), cached},
		contender{"nginx", n.pid(), spec("first page's bytes", []string{first}, n.base)}, comparedRounds)
	row.nginx = &nginxRow
	return err
}

// uncachedSearchPaths rotates the searches with a distinct, ignored r=
// parameter, so no URL repeats within a run and the response cache (keyed
// by the whole URL) can't answer: every request runs the store's queries.
func uncachedSearchPaths(n int) []string {
	paths := make([]string, n)
	for i := range paths {
		paths[i] = fmt.Sprintf("/api/products?%s&limit=%d&r=%d", scaleSearches[i%len(scaleSearches)], catalogueLimit, i)
	}
	return paths
}

// fillScaleStore seeds the starter categories and products, then imports
// numbered lots of them up to n in batches.
func fillScaleStore(ctx context.Context, dataDir string, n int) error {
	store, err := sqlite.Open(sqlite.PathIn(dataDir))
	if err != nil {
		return err
	}
	defer store.Close()
	now := time.Now()
	if _, err := app.SeedCatalogue(ctx, store, store, now); err != nil {
		return err
	}
	starter, err := newestProducts(ctx, store)
	if err != nil {
		return err
	}
	const batch = 5_000
	for from := len(starter); from < n; from += batch {
		lots := make([]domain.Product, 0, batch)
		for i := from; i < min(from+batch, n); i++ {
			lots = append(lots, productLot(starter[i%len(starter)], i, now))
		}
		if err := store.ImportProducts(ctx, domain.AddedProducts(lots)); err != nil {
			return fmt.Errorf("import lots from %d: %w", from, err)
		}
	}
	return claimLowStockCrossings(ctx, store)
}

// claimLowStockCrossings marks the lots already low on stock as mailed, as
// an established catalogue's would be. Unclaimed, a tenth of the catalogue
// was mailed to the admin a minute after the server started, one file and
// one fsync per mail, and that work ran beside the measured loads.
func claimLowStockCrossings(ctx context.Context, store *sqlite.Store) error {
	_, err := store.ClaimLowStockAlerts(ctx)
	return err
}

// productLot is a copy of a starter product with its own part number, name,
// price and age; the lot number also varies a spec so facets have spread.
func productLot(t domain.Product, i int, now time.Time) domain.Product {
	p := t
	p.ID = domain.NewID()
	p.SKU = fmt.Sprintf("%s-L%06d", t.SKU, i)
	p.Name = fmt.Sprintf("%s (lot %d)", t.Name, i)
	p.PriceCents = t.PriceCents + int64(i%50)*100
	p.CreatedAt, p.UpdatedAt = now.Add(-time.Duration(i)*time.Minute), now
	p.Attributes = make(map[string]string, len(t.Attributes))
	for k, v := range t.Attributes {
		p.Attributes[k] = v
	}
	if _, ok := p.Attributes["capacity"]; ok && i%3 == 0 {
		p.Attributes["capacity"] = []string{"500 GB", "4 TB", "8 TB"}[i%9/3]
	}
	return p
}

// dirBytes is the size of the files in dir: the database and its WAL.
func dirBytes(dir string) (int64, error) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return 0, err
	}
	var total int64
	for _, e := range entries {
		if info, err := e.Info(); err == nil && !e.IsDir() && strings.HasPrefix(e.Name(), filepath.Base(sqlite.PathIn(dir))) {
			total += info.Size()
		}
	}
	return total, nil
}
