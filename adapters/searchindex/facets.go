package searchindex

import (
	"slices"
	"sync"

	"github.com/RoaringBitmap/roaring/v2"

	"github.com/palletshop/pallet/domain"
)

// facetGroup is the facets that count over one base: those the filter
// doesn't narrow all count over its hits, a narrowed one over the filter
// without its own part.
type facetGroup struct {
	base               *roaring.Bitmap
	brands, categories bool
	keys               []string // spec keys
}

// facets counts brands, categories and each spec key's values over their
// bases; brands and categories over one base are tallied in one pass. Over
// the whole catalogue each value's bitmap knows its count instead.
func (s *state) facets(p filterParts, attributeKeys []string) domain.ProductFacets {
	var groups []facetGroup
	groupOf := func(base *roaring.Bitmap) *facetGroup {
		for i := range groups {
			if groups[i].base == base {
				return &groups[i]
			}
		}
		groups = append(groups, facetGroup{base: base})
		return &groups[len(groups)-1]
	}
	groupOf(p.without(domain.FacetBrand)).brands = true
	groupOf(p.without(domain.FacetCategory)).categories = true
	out := domain.ProductFacets{Attributes: make(map[string][]domain.FacetCount, len(attributeKeys))}
	for _, key := range attributeKeys {
		if _, done := out.Attributes[key]; !done {
			out.Attributes[key] = nil
			g := groupOf(p.without(key))
			g.keys = append(g.keys, key)
		}
	}
	for _, g := range groups {
		s.countGroup(g, &out)
	}
	return out
}

// tallies are a pass's counters: brands' and categories' by value id, and
// one specTally for each of the group's spec keys; kept for reuse, as each
// search would otherwise make them anew.
type tallies struct {
	brands, categories []int
	specs              []specTally
}

// specTally counts a key's values by their place; col is nil where the
// key's values are counted by their bitmaps instead.
type specTally struct {
	col    column
	counts [maxColumnValues + 1]int
}

var tallyPool = sync.Pool{New: func() any { return new(tallies) }}

// countGroup counts g's facets into out.
func (s *state) countGroup(g facetGroup, out *domain.ProductFacets) {
	t := tallyPool.Get().(*tallies)
	defer tallyPool.Put(t)
	whole := g.base == s.live
	t.specs = t.specs[:0]
	if !whole {
		s.tally(g, t)
	}
	if g.brands {
		out.Brands = counted(s.brands.values, t.brands, whole, func(id int) uint64 { return s.brands.postings[id].GetCardinality() })
	}
	if g.categories {
		out.Categories = counted(s.categories.values, t.categories, whole, func(id int) uint64 { return s.categories.postings[id].GetCardinality() })
	}
	for i, key := range g.keys {
		if i < len(t.specs) && t.specs[i].col != nil {
			counts := &t.specs[i].counts
			out.Attributes[key] = s.specFacet(key, func(place int, _ uint32) int { return counts[place] })
			clear(counts[:])
		} else {
			out.Attributes[key] = s.countSpecs(g.base, key)
		}
	}
	if !whole {
		clear(t.brands)
		clear(t.categories)
	}
}

// specFacet lists key's values that count any products, each value's
// count given by its place among the key's values (from 1) and its id.
func (s *state) specFacet(key string, count func(place int, id uint32) int) []domain.FacetCount {
	out := []domain.FacetCount{}
	for i, id := range s.specs.byKey[key] {
		if n := count(i+1, id); n > 0 {
			out = append(out, domain.FacetCount{Value: s.specs.pairs[id].value, Count: n})
		}
	}
	return out
}

// countSpecs counts base's products under each of key's values, each
// value's bitmap against the base: for a dense base, and a key without a
// column. (A pass reading each product's specs from its card took twice
// as long on SSDs.)
func (s *state) countSpecs(base *roaring.Bitmap, key string) []domain.FacetCount {
	return s.specFacet(key, func(_ int, id uint32) int {
		switch posting := s.specs.postng[id]; {
		case base == s.live:
			return int(posting.GetCardinality())
		case posting.IsEmpty():
			return 0
		default:
			return int(base.AndCardinality(posting))
		}
	})
}

// tally counts g.base's products by brand and category, as g needs, and
// by the values of its spec keys that have columns. A
// base of more than 1/postingsShare of the catalogue, held mostly in
// dense containers, is counted against each value's bitmap, which costs
// about one bit test per product of the catalogue; any other in one pass
// over the base, each product's values read by slot, which costs several
// times that per product of the base. A base in sparse containers (fewer
// than 4,096 products in a range of 65,536 slots, as in a catalogue of
// 20k) would be merged with every value's bitmap in turn: at 20k that was
// a twentieth of the server's CPU.
func (s *state) tally(g facetGroup, t *tallies) {
	t.brands = grown(t.brands, len(s.brands.values), g.brands)
	t.categories = grown(t.categories, len(s.categories.values), g.categories)
	switch {
	case s.countByPostings(g.base):
		s.tallyByPostings(g, t)
	case s.columnsFor(g.keys, t) || g.brands || g.categories:
		s.tallyBySlots(g, t)
	}
}

// columnsFor readies t to count keys by their columns, and reports
// whether any of them has one.
func (s *state) columnsFor(keys []string, t *tallies) bool {
	t.specs = slices.Grow(t.specs[:0], len(keys))[:len(keys)]
	found := false
	for i, key := range keys {
		t.specs[i].col = s.specs.columns[key]
		found = found || t.specs[i].col != nil
	}
	return found
}

// tallyByPostings counts g.base against each brand's and category's bitmap.
func (s *state) tallyByPostings(g facetGroup, t *tallies) {
	countEach(g.base, s.brands.postings, t.brands)
	countEach(g.base, s.categories.postings, t.categories)
}

// tallyBySlots counts g.base in one pass, each product's values read by
// slot, and its specs' values by the columns t readied.
func (s *state) tallyBySlots(g facetGroup, t *tallies) {
	buf := slotBatches.Get().(*[256]uint32)
	defer slotBatches.Put(buf)
	it := g.base.ManyIterator()
	// The counters and each slot's values are held in locals: read through
	// s and t, the loop reloaded them after every count it stored.
	brandOf, categoryOf := s.brands.slotValue, s.categories.slotValue
	brands, categories := t.brands, t.categories
	for n := it.NextMany(buf[:]); n > 0; n = it.NextMany(buf[:]) {
		slots := buf[:n]
		switch {
		case g.brands && g.categories:
			for _, slot := range slots {
				brands[brandOf[slot]]++
				categories[categoryOf[slot]]++
			}
		case g.brands:
			for _, slot := range slots {
				brands[brandOf[slot]]++
			}
		case g.categories:
			for _, slot := range slots {
				categories[categoryOf[slot]]++
			}
		}
		for i := range t.specs {
			if col := t.specs[i].col; col != nil {
				countColumn(col, slots, &t.specs[i].counts)
			}
		}
	}
}

// postingsShare is where tally turns from a pass over the base to the
// values' bitmaps: from a base of more than 1/postingsShare of the
// catalogue (BenchmarkScaleSearchEach in cmd/palletbench).
const postingsShare = 8

// countByPostings reports whether tally should count base against each
// value's bitmap: base is large, and mostly in dense containers.
func (s *state) countByPostings(base *roaring.Bitmap) bool {
	if base.GetCardinality()*postingsShare <= s.live.GetCardinality() {
		return false
	}
	st := base.Stats()
	return st.BitmapContainerValues*2 > st.Cardinality
}

// countEach sets counts[id] to base's products in postings[id], for as many
// counters as there are (none: not wanted).
func countEach(base *roaring.Bitmap, postings []*roaring.Bitmap, counts []int) {
	for id := range counts {
		counts[id] = int(base.AndCardinality(postings[id]))
	}
}

// grown is counters for n values (all zero), or none when not needed.
func grown(counters []int, n int, needed bool) []int {
	if !needed {
		return counters[:0]
	}
	return slices.Grow(counters[:0], n)[:n]
}

// counted lists the values that count any products: from counts, or over
// the whole catalogue from each value's bitmap (whole). Blank values (no
// brand, no category) are left out.
func counted(values []string, counts []int, whole bool, cardinality func(int) uint64) []domain.FacetCount {
	out := []domain.FacetCount{}
	for id, value := range values {
		if value == "" {
			continue
		}
		var n int
		if whole {
			n = int(cardinality(id))
		} else {
			n = counts[id]
		}
		if n > 0 {
			out = append(out, domain.FacetCount{Value: value, Count: n})
		}
	}
	return out
}
