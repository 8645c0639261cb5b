package searchindex

import (
	"github.com/RoaringBitmap/roaring/v2"

	"github.com/palletshop/pallet/domain"
)

// countEach counts base's products under each posting, leaving out
// values that count none.
func countEach(base, live *roaring.Bitmap, values []string, postings []*roaring.Bitmap, skip func(string) bool) []domain.FacetCount {
	out := []domain.FacetCount{}
	for id, posting := range postings {
		if skip(values[id]) || posting.IsEmpty() {
			continue
		}
		var n uint64
		if base == live {
			n = posting.GetCardinality()
		} else {
			n = base.AndCardinality(posting)
		}
		if n > 0 {
			out = append(out, domain.FacetCount{Value: values[id], Count: int(n)})
		}
	}
	return out
}

func (s *state) facets(p filterParts, attributeKeys []string) domain.ProductFacets {
	blank := func(v string) bool { return v == "" }
	out := domain.ProductFacets{
		Brands:     s.countTerms(p.without(domain.FacetBrand), &s.brands, blank),
		Categories: s.countTerms(p.without(domain.FacetCategory), &s.categories, blank),
		Attributes: make(map[string][]domain.FacetCount, len(attributeKeys)),
	}
	for _, key := range attributeKeys {
		if _, done := out.Attributes[key]; done {
			continue
		}
		ids := s.specs.byKey[key]
		values, postings := make([]string, len(ids)), make([]*roaring.Bitmap, len(ids))
		for i, id := range ids {
			values[i], postings[i] = s.specs.pairs[id].value, s.specs.postng[id]
		}
		out.Attributes[key] = countEach(p.without(key), s.live, values, postings, func(string) bool { return false })
	}
	return out
}

// countTerms counts base's products per brand or category. Over the
// whole catalogue each value's bitmap knows its count; over part of it,
// one pass over base tallying each product's value costs less than
// intersecting base with every value's bitmap, as there are many values.
func (s *state) countTerms(base *roaring.Bitmap, t *terms, skip func(string) bool) []domain.FacetCount {
	if base == s.live {
		return countEach(base, s.live, t.values, t.postings, skip)
	}
	counts := make([]int, len(t.values))
	var buf [256]uint32
	it := base.ManyIterator()
	for n := it.NextMany(buf[:]); n > 0; n = it.NextMany(buf[:]) {
		for _, slot := range buf[:n] {
			counts[t.slotValue[slot]]++
		}
	}
	out := []domain.FacetCount{}
	for id, n := range counts {
		if n > 0 && !skip(t.values[id]) {
			out = append(out, domain.FacetCount{Value: t.values[id], Count: n})
		}
	}
	return out
}
