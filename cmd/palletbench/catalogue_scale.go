package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/palletshop/pallet/adapters/sqlite"
	"github.com/palletshop/pallet/app"
	"github.com/palletshop/pallet/domain"
)

// catalogueScaleSizes are the catalogue sizes -catalogue-scale measures.
var catalogueScaleSizes = []int{1_000, 20_000, 100_000}

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
	facets            []facetTiming
	uncached, cached  loadRow
	nginx             *loadRow
	nginxMissing      string
	peakRSSKB         int64
	firstPageBytes    int
	uncachedDistincts int
}

// facetTiming is the median time of one ProductFacets call, in process.
type facetTiming struct {
	name string
	took time.Duration
}

// runCatalogueScale fills a fresh sqlite store per size through the
// store's ImportProducts, measures it and replaces that section of -out.
func runCatalogueScale(o options, stdout, stderr io.Writer) int {
	var rows []scaleRow
	for _, n := range catalogueScaleSizes {
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
	if row.facets, err = fillScaleStore(ctx, dataDir, n); err != nil {
		return row, err
	}
	row.loadTook = time.Since(began)
	if row.dbBytes, err = dirBytes(dataDir); err != nil {
		return row, err
	}
	p, err := startPallet(o.bin, dataDir, filepath.Join(tmp, "pallet.log"))
	if err != nil {
		return row, err
	}
	defer p.stop()
	rss := sampleRSS(p.pid())
	err = row.load(o, p, filepath.Join(tmp, "nginx"), log)
	row.peakRSSKB = rss.Stop()
	return row, err
}

// load runs the uncached searches, then the cached first page on Pallet and
// the same bytes on nginx.
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
	step(log, "load: cached first page on Pallet")
	if row.cached, err = loadOn("Pallet", p.pid(), spec("cached first page", []string{first}, p.base)); err != nil {
		return err
	}
	bin, err := findNginx()
	if err != nil {
		row.nginxMissing = err.Error()
		return nil
	}
	n, err := startNginx(bin, filepath.Clean(nginxDir), body)
	if err != nil {
		return err
	}
	defer n.stop()
	step(log, "load: the same bytes on nginx")
	nginxRow, err := loadOn("nginx", n.pid(), spec("first page's bytes", []string{first}, n.base))
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
// numbered lots of them up to n in batches, and times the facet queries.
func fillScaleStore(ctx context.Context, dataDir string, n int) ([]facetTiming, error) {
	store, err := sqlite.Open(sqlite.PathIn(dataDir))
	if err != nil {
		return nil, err
	}
	defer store.Close()
	now := time.Now()
	if _, err := app.SeedCatalogue(ctx, store, store, now); err != nil {
		return nil, err
	}
	starter, err := store.ListProducts(ctx, domain.ProductFilter{Sort: domain.SortNewest, PageRequest: domain.PageRequest{Page: 1, Limit: 100}})
	if err != nil {
		return nil, err
	}
	const batch = 5_000
	for from := len(starter.Items); from < n; from += batch {
		lots := make([]domain.Product, 0, batch)
		for i := from; i < min(from+batch, n); i++ {
			lots = append(lots, productLot(starter.Items[i%len(starter.Items)], i, now))
		}
		if err := store.ImportProducts(ctx, domain.AddedProducts(lots)); err != nil {
			return nil, fmt.Errorf("import lots from %d: %w", from, err)
		}
	}
	tree, err := store.ListCategories(ctx)
	if err != nil {
		return nil, err
	}
	return timeFacets(ctx, store, tree)
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

func timeFacets(ctx context.Context, store *sqlite.Store, tree []domain.Category) ([]facetTiming, error) {
	ssds, _ := domain.FindCategory("ssds", tree)
	var ssdKeys []string
	for _, a := range ssds.Attributes {
		ssdKeys = append(ssdKeys, a.Key)
	}
	cases := []struct {
		name string
		f    domain.ProductFilter
		keys []string
	}{
		{"whole catalogue", domain.ProductFilter{}, nil},
		{"q=ssd", domain.ProductFilter{Query: "ssd"}, nil},
		{"category=components (6 children)", domain.ProductFilter{Categories: domain.CategoryWithChildren("components", tree)}, nil},
		{"category=ssds, 4 attribute facets", domain.ProductFilter{Categories: []string{"ssds"}}, ssdKeys},
	}
	out := make([]facetTiming, len(cases))
	for i, c := range cases {
		var runs []time.Duration
		for range 5 {
			began := time.Now()
			if _, err := store.ProductFacets(ctx, c.f, c.keys); err != nil {
				return nil, fmt.Errorf("facets %s: %w", c.name, err)
			}
			runs = append(runs, time.Since(began))
		}
		slices.Sort(runs)
		out[i] = facetTiming{name: c.name, took: runs[len(runs)/2]}
	}
	return out, nil
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
