package searchindex

import (
	"context"
	"fmt"
	"maps"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// listFeed is a change feed over a map, numbering each write.
type listFeed struct {
	seq      int64
	products map[string]domain.Product
	changes  map[string]ports.ProductChange
}

func newListFeed() *listFeed {
	return &listFeed{products: map[string]domain.Product{}, changes: map[string]ports.ProductChange{}}
}

func (f *listFeed) put(p domain.Product) {
	f.seq++
	f.products[p.ID] = p
	f.changes[p.ID] = ports.ProductChange{Seq: f.seq, ID: p.ID, Product: p}
}

func (f *listFeed) remove(id string) {
	f.seq++
	delete(f.products, id)
	f.changes[id] = ports.ProductChange{Seq: f.seq, ID: id, Deleted: true}
}

func (f *listFeed) ProductChanges(_ context.Context, after int64, limit int) ([]ports.ProductChange, error) {
	var out []ports.ProductChange
	for _, c := range f.changes {
		if c.Seq > after {
			out = append(out, c)
		}
	}
	slices.SortFunc(out, func(a, b ports.ProductChange) int { return int(a.Seq - b.Seq) })
	return out[:min(limit, len(out))], nil
}

func (f *listFeed) ChangeWindow() int64 { return 0 }

// The vocabulary random products and searches are made of: shared
// prefixes, case and letters outside ASCII, digits, part-number shapes.
var (
	nameWords  = []string{"Samsung", "Sams", "EVO", "evolve", "Pro", "proton", "980", "9800", "NVMe", "DDR5", "ddr4", "Über", "uber", "Fury", "RTX", "4090", "4070", "s", "x", "ssd", "SSD-980P", "Kühler", "lot"}
	descWords  = []string{"fast", "faster", "drive", "memory", "gaming", "über", "cooler", "server", "samsung", "rgb", "rgbw", "2tb", "1tb"}
	brands     = []string{"Samsung", "samsung", "SAMSUNG", "Crucial", "Kingston", "ÜberTech", "übertech", "WD"}
	categories = []string{"", "ssds", "memory", "gpus", "cpus"}
	specKeys   = []string{"capacity", "interface", "type", "brand", "category"}
	specValues = []string{"1 TB", "2 TB", "1 tb", "NVMe", "SATA", "DDR5", "DDR4", "x"}
	skuParts   = []string{"MZ", "V9P2T0BW", "KF552", "C40", "980", "EVO", "x", "Ü"}
)

func pick[T any](r *rand.Rand, from []T) T { return from[r.IntN(len(from))] }

func randomProduct(r *rand.Rand, id int, base time.Time) domain.Product {
	words := func(pool []string, n int) string {
		out := make([]string, n)
		for i := range out {
			out[i] = pick(r, pool)
		}
		return strings.Join(out, pick(r, []string{" ", "-", " / ", "."}))
	}
	p := domain.Product{
		ID:    fmt.Sprintf("p%04d", id),
		Name:  words(nameWords, 1+r.IntN(4)),
		Brand: pick(r, brands), Category: pick(r, categories),
		PriceCents: int64(1 + r.IntN(20)*r.IntN(5000)), Stock: int64(r.IntN(400)), MinOrderQuantity: int64(1 + r.IntN(200)),
		Descriptions: words(descWords, r.IntN(6)),
		SKU:          fmt.Sprintf("%s-%s-%d", pick(r, skuParts), pick(r, skuParts), id),
		CreatedAt:    base.Add(time.Duration(r.IntN(30)) * time.Minute),
	}
	if r.IntN(8) == 0 {
		p.SKU = pick(r, nameWords) + fmt.Sprint(id) // a part number that is one word
	}
	if r.IntN(2) == 0 { // the rest of what a page shows, as cards keep it
		p.Img, p.AddedBy, p.LowStockThreshold, p.LowStockAlerted = "/img/"+p.ID+".webp", pick(r, []string{"", "admin-1"}), int64(r.IntN(30)), r.IntN(2) == 0
		p.UpdatedAt = p.CreatedAt.Add(time.Duration(r.IntN(1e9))).In(pick(r, []*time.Location{time.UTC, time.Local, time.FixedZone("CET", 3600)}))
		p.PriceBreaks = []domain.PriceBreak{}
		for n := range r.IntN(3) {
			p.PriceBreaks = append(p.PriceBreaks, domain.PriceBreak{MinQuantity: int64(10 * (n + 1)), UnitPriceCents: -int64(n)})
		}
		if r.IntN(3) == 0 {
			p.Attributes = map[string]string{}
		}
		if r.IntN(3) == 0 { // stock in more than one warehouse, and backorders
			north := int64(1 + r.IntN(50))
			p.StockByWarehouse = map[string]int64{"north": north}
			if p.Stock > 0 {
				p.StockByWarehouse["main"] = p.Stock
			}
			p.Stock += north
			p.Backorderable, p.RestockDays = r.IntN(2) == 0, int64(1+r.IntN(180))
		}
	}
	if n := r.IntN(4); n > 0 {
		p.Attributes = map[string]string{}
		for range n {
			p.Attributes[pick(r, specKeys)] = pick(r, specValues)
		}
	}
	return p
}

func randomQuery(r *rand.Rand, catalogue []domain.Product) string {
	switch r.IntN(10) {
	case 0:
		return ""
	case 1:
		sku := pick(r, catalogue).SKU
		if r.IntN(2) == 0 {
			sku = strings.ToLower(sku)
		}
		return sku
	case 2:
		return pick(r, []string{"%%%", "  ", "zzz", "a b c d e f g h i", "s x 9 4 r e d p"})
	}
	n := 1 + r.IntN(3)
	words := make([]string, n)
	for i := range words {
		w := []rune(strings.ToLower(pick(r, append(nameWords, descWords...))))
		words[i] = string(w[:1+r.IntN(len(w))])
		if r.IntN(5) == 0 {
			words[i] = strings.ToUpper(words[i])
		}
	}
	return strings.Join(words, pick(r, []string{" ", "-", "  "}))
}

func randomFilter(r *rand.Rand, catalogue []domain.Product) (domain.ProductFilter, []string) {
	f := domain.ProductFilter{
		Sort:        pick(r, []domain.ProductSort{"", domain.SortNewest, domain.SortPriceAsc, domain.SortPriceDesc, domain.SortName, domain.SortRelevance, domain.SortRelevance}),
		PageRequest: domain.PageRequest{Page: r.IntN(6), Limit: pick(r, []int{0, 1, 3, 7, 24, 100})},
	}
	if r.IntN(3) > 0 {
		f.Query = randomQuery(r, catalogue)
	}
	if r.IntN(12) == 0 {
		f.SKU = randomQuery(r, catalogue)
	}
	if r.IntN(4) == 0 {
		f.Brand = pick(r, append(brands, "samsUNG", "nobody"))
	}
	if r.IntN(3) == 0 {
		f.Categories = []string{}
		for range r.IntN(3) {
			f.Categories = append(f.Categories, pick(r, categories))
		}
	}
	if r.IntN(3) == 0 {
		f.Attributes = map[string][]string{}
		for range 1 + r.IntN(3) {
			values := []string{}
			for range r.IntN(3) {
				values = append(values, pick(r, specValues))
			}
			f.Attributes[pick(r, specKeys)] = values
		}
	}
	if r.IntN(4) == 0 {
		lo := int64(r.IntN(40000))
		f.MinPriceCents = &lo
	}
	if r.IntN(4) == 0 {
		hi := int64(r.IntN(100000))
		f.MaxPriceCents = &hi
	}
	f.InStock = r.IntN(3) == 0
	var keys []string
	for range r.IntN(4) {
		keys = append(keys, pick(r, specKeys))
	}
	return f, keys
}

// referenceSearch is the domain's rules applied product by product.
func referenceSearch(all []domain.Product, f domain.ProductFilter, keys []string) ports.CatalogueHits {
	var matches []domain.Product
	for _, p := range all {
		if f.Matches(p) {
			matches = append(matches, p)
		}
	}
	slices.SortFunc(matches, func(a, b domain.Product) int {
		if domain.LessProducts(a, b, f.Sort, f.Query) {
			return -1
		}
		return 1
	})
	req := f.PageRequest.Normalize()
	page := slices.Clone(matches[min(req.Offset(), len(matches)):min(req.Offset()+req.Limit, len(matches))])
	if page == nil {
		page = []domain.Product{}
	}
	return ports.CatalogueHits{Page: domain.NewPage(page, len(matches), req), Facets: referenceFacets(all, f, keys)}
}

func referenceFacets(all []domain.Product, f domain.ProductFilter, keys []string) domain.ProductFacets {
	brandCounts, categoryCounts := map[string]int{}, map[string]int{}
	attrs := map[string]map[string]int{}
	for _, key := range keys {
		attrs[key] = map[string]int{}
	}
	for _, p := range all {
		if p.Brand != "" && f.WithoutFacet(domain.FacetBrand).Matches(p) {
			brandCounts[p.Brand]++
		}
		if p.Category != "" && f.WithoutFacet(domain.FacetCategory).Matches(p) {
			categoryCounts[p.Category]++
		}
		for key, counts := range attrs {
			if v, ok := p.Attributes[key]; ok && f.WithoutFacet(key).Matches(p) {
				counts[v]++
			}
		}
	}
	list := func(m map[string]int) []domain.FacetCount {
		out := []domain.FacetCount{}
		for v, n := range m {
			out = append(out, domain.FacetCount{Value: v, Count: n})
		}
		return out
	}
	out := domain.ProductFacets{Brands: list(brandCounts), Categories: list(categoryCounts), Attributes: map[string][]domain.FacetCount{}}
	for key, counts := range attrs {
		out.Attributes[key] = list(counts)
	}
	out.Sort()
	return out
}

// listed is every product the feed holds now.
func (f *listFeed) listed() []domain.Product { return slices.Collect(maps.Values(f.products)) }

// requireAnswersAsTheRules runs n random searches over all and requires the
// index to answer each exactly as the domain's reference does.
func requireAnswersAsTheRules(t *testing.T, r *rand.Rand, ix *Index, all []domain.Product, n int, label string) {
	t.Helper()
	for i := range n {
		f, keys := randomFilter(r, all)
		got, err := ix.Search(context.Background(), f, keys)
		require.NoError(t, err)
		got.Facets.Sort()
		require.Equal(t, referenceSearch(all, f, keys), got, "%s, search %d: %+v keys %v", label, i, f, keys)
	}
}

// changeSome edits, restocks, deletes and adds products; some edits keep
// every sort key, some move them.
func changeSome(r *rand.Rand, feed *listFeed, all []domain.Product, next *int, base time.Time) {
	for range 5 + r.IntN(60) {
		p := pick(r, all)
		switch r.IntN(5) {
		case 0:
			feed.remove(p.ID)
		case 1:
			p.Stock = int64(r.IntN(400))
			feed.put(p)
		case 2:
			fresh := randomProduct(r, *next, base)
			fresh.ID = p.ID
			feed.put(fresh)
		default:
			feed.put(randomProduct(r, *next, base))
			*next++
		}
	}
}
