package main

import (
	"context"
	"slices"
	"time"

	"github.com/palletshop/pallet/adapters/searchindex"
	"github.com/palletshop/pallet/adapters/sqlite"
	"github.com/palletshop/pallet/domain"
)

// indexTimings are the catalogue index's figures in this process: the
// build from the store, and searches alone (no HTTP), pages included.
type indexTimings struct {
	build    time.Duration
	searches []searchTiming
}

// searchTiming is the median of indexRuns runs of one search.
type searchTiming struct {
	name string
	took time.Duration
}

const indexRuns = 21

// indexSearches are the searches timed in process, the worst one anyone can
// ask for among them: 8 one-letter words (each a prefix of many words), a
// filter on every SSD spec, and a deep page of 100.
func indexSearches(ssdKeys []string) []struct {
	name string
	f    domain.ProductFilter
	keys []string
} {
	every := map[string][]string{}
	for _, k := range ssdKeys {
		every[k] = []string{"1 TB", "2 TB", "4 TB", "PCIe 4.0 NVMe", "SATA", "M.2 2280", "7450 MB/s"}
	}
	worst := domain.ProductFilter{Query: "s m p c d e t n", Categories: []string{"ssds"}, Attributes: every,
		MinPriceCents: price(1000), MaxPriceCents: price(90000), InStock: true, Sort: domain.SortRelevance,
		PageRequest: domain.PageRequest{Page: 40, Limit: 100}}
	return []struct {
		name string
		f    domain.ProductFilter
		keys []string
	}{
		{"q=samsung, relevance", domain.ProductFilter{Query: "samsung", Sort: domain.SortRelevance}, nil},
		{"category=ssds, 4 attribute facets", domain.ProductFilter{Categories: []string{"ssds"}}, ssdKeys},
		{"whole catalogue by price, page 200", domain.ProductFilter{Sort: domain.SortPriceAsc, PageRequest: domain.PageRequest{Page: 200, Limit: 100}}, nil},
		{"worst: 8 one-letter words, every SSD spec, page 40", worst, ssdKeys},
	}
}

func price(c int64) *int64 { return &c }

// timeIndex builds a catalogue index from the store in dataDir, as the
// server does at start, and times searches on it.
func timeIndex(ctx context.Context, dataDir string) (indexTimings, error) {
	store, err := sqlite.Open(sqlite.PathIn(dataDir))
	if err != nil {
		return indexTimings{}, err
	}
	defer store.Close()
	var out indexTimings
	ix := searchindex.New(store)
	began := time.Now()
	if err := ix.CatchUp(ctx); err != nil {
		return out, err
	}
	out.build = time.Since(began)
	tree, err := store.ListCategories(ctx)
	if err != nil {
		return out, err
	}
	ssds, _ := domain.FindCategory("ssds", tree)
	var ssdKeys []string
	for _, a := range ssds.Attributes {
		ssdKeys = append(ssdKeys, a.Key)
	}
	for _, s := range indexSearches(ssdKeys) {
		runs := make([]time.Duration, indexRuns)
		for i := range runs {
			began := time.Now()
			if _, err := ix.Search(ctx, s.f, s.keys); err != nil {
				return out, err
			}
			runs[i] = time.Since(began)
		}
		slices.Sort(runs)
		out.searches = append(out.searches, searchTiming{name: s.name, took: runs[len(runs)/2]})
	}
	return out, nil
}
