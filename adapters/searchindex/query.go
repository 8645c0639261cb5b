package searchindex

import (
	"maps"
	"slices"
	"strings"

	"github.com/RoaringBitmap/roaring/v2"

	"github.com/palletshop/pallet/domain"
)

// filterParts is a filter as one bitmap per part; a nil part keeps every
// product. Facets intersect all parts but their own.
type filterParts struct {
	live       *roaring.Bitmap
	query      *roaring.Bitmap
	sku        *roaring.Bitmap
	brand      *roaring.Bitmap
	categories *roaring.Bitmap
	specs      map[string]*roaring.Bitmap
	specKeys   []string // specs' keys in order, so intersections go in one order
	price      *roaring.Bitmap
	inStock    *roaring.Bitmap
	hits       *roaring.Bitmap // every part, once worked out
}

func (s *state) parts(f domain.ProductFilter) filterParts {
	p := filterParts{live: s.live}
	if f.Query != "" {
		p.query = matching(domain.QueryWords(f.Query), func(w string) *roaring.Bitmap { return s.all.startingWith(w, &s.vocab) })
	}
	if f.SKU != "" {
		p.sku = s.skus.bitmap(domain.SKUKey(f.SKU), s.docs)
	}
	if f.Brand != "" {
		p.brand = s.brandsLike(f.Brand)
	}
	if f.Categories != nil {
		p.categories = unionOf(func(yield func(*roaring.Bitmap)) {
			for _, c := range f.Categories {
				yield(s.categories.of(c))
			}
		})
	}
	if len(f.Attributes) > 0 {
		p.specs = make(map[string]*roaring.Bitmap, len(f.Attributes))
		for key, values := range f.Attributes {
			p.specs[key] = unionOf(func(yield func(*roaring.Bitmap)) {
				for _, v := range values {
					if id, ok := s.specs.ids[attribute{key: key, value: v}]; ok {
						yield(s.specs.postng[id])
					}
				}
			})
		}
		p.specKeys = slices.Sorted(maps.Keys(p.specs))
	}
	if f.MinPriceCents != nil || f.MaxPriceCents != nil {
		p.price = s.priced(f.MinPriceCents, f.MaxPriceCents)
	}
	if f.InStock {
		p.inStock = s.orderable
	}
	return p
}

// matching is the products where every word starts one of their words
// (startingWith). No words match nothing.
func matching(words []string, startingWith func(string) *roaring.Bitmap) *roaring.Bitmap {
	if len(words) == 0 {
		return roaring.New()
	}
	each := make([]*roaring.Bitmap, len(words))
	for i, w := range words {
		each[i] = startingWith(w)
	}
	if len(each) == 1 {
		return each[0]
	}
	return roaring.FastAnd(each...)
}

// brandsLike is the products whose brand equals brand whatever its case.
func (s *state) brandsLike(brand string) *roaring.Bitmap {
	return unionOf(func(yield func(*roaring.Bitmap)) {
		for id, b := range s.brands.values {
			if strings.EqualFold(b, brand) {
				yield(s.brands.postings[id])
			}
		}
	})
}

// priced is the products priced within [min, max] (nil: no bound): the
// bands wholly inside, and the products of the bands across a bound that
// are inside it. When the bands outside hold fewer products than those
// inside, it is every product less those outside, a smaller union.
func (s *state) priced(minCents, maxCents *int64) *roaring.Bitmap {
	lo, hi := int64(-1<<63), int64(1<<63-1)
	if minCents != nil {
		lo = *minCents
	}
	if maxCents != nil {
		hi = *maxCents
	}
	if lo > hi {
		return roaring.New()
	}
	var inside, outside, edges []*roaring.Bitmap
	var insideN, outsideN uint64
	for b, band := range s.bands {
		if band.IsEmpty() { // and the numbers no price maps to
			continue
		}
		bandLo, bandHi := bandBounds(b)
		switch {
		case bandLo >= lo && bandHi <= hi:
			inside, insideN = append(inside, band), insideN+band.GetCardinality()
		case bandHi < lo || bandLo > hi:
			outside, outsideN = append(outside, band), outsideN+band.GetCardinality()
		default:
			edges = append(edges, band)
		}
	}
	inRange := func(p int64) bool { return p >= lo && p <= hi }
	if insideN <= outsideN {
		return roaring.FastOr(append(inside, s.pricedAmong(edges, inRange))...)
	}
	return roaring.AndNot(s.live, roaring.FastOr(append(outside, s.pricedAmong(edges, func(p int64) bool { return !inRange(p) }))...))
}

// pricedAmong is the products of bands (the one or two a range cuts)
// whose price keep says to keep, checked one by one.
func (s *state) pricedAmong(bands []*roaring.Bitmap, keep func(int64) bool) *roaring.Bitmap {
	var kept []uint32
	buf := slotBatches.Get().(*[256]uint32)
	defer slotBatches.Put(buf)
	for _, band := range bands {
		it := band.ManyIterator()
		for n := it.NextMany(buf[:]); n > 0; n = it.NextMany(buf[:]) {
			for _, slot := range buf[:n] {
				if keep(s.docs[slot].price) {
					kept = append(kept, slot)
				}
			}
		}
	}
	return bitmapOfSlots(kept)
}

// bitmapOfSlots is a bitmap of slots (sorted here: they may come from two bands).
func bitmapOfSlots(slots []uint32) *roaring.Bitmap {
	slices.Sort(slots)
	bm := roaring.New()
	bm.AddMany(slots)
	return bm
}

func unionOf(each func(yield func(*roaring.Bitmap))) *roaring.Bitmap {
	var all []*roaring.Bitmap
	each(func(b *roaring.Bitmap) {
		if b != nil {
			all = append(all, b)
		}
	})
	switch len(all) {
	case 0:
		return roaring.New()
	case 1:
		return all[0]
	}
	return roaring.FastOr(all...)
}

// without intersects every part but the one named, as
// domain.ProductFilter.WithoutFacet leaves it out (FacetBrand,
// FacetCategory or a spec key; "" for none). The result may be shared. A
// facet the filter doesn't narrow counts over the hits themselves.
func (p filterParts) without(facet string) *roaring.Bitmap {
	if p.hits != nil && !p.narrows(facet) {
		return p.hits
	}
	var room [8]*roaring.Bitmap
	in := room[:0]
	add := func(b *roaring.Bitmap) {
		if b != nil {
			in = append(in, b)
		}
	}
	add(p.query)
	add(p.sku)
	if facet != domain.FacetBrand {
		add(p.brand)
	}
	if facet != domain.FacetCategory {
		add(p.categories)
	}
	for _, key := range p.specKeys {
		if facet == domain.FacetBrand || facet == domain.FacetCategory || key != facet {
			add(p.specs[key])
		}
	}
	add(p.price)
	add(p.inStock)
	switch len(in) {
	case 0:
		return p.live
	case 1:
		return in[0]
	}
	return roaring.FastAnd(in...)
}

// narrows reports whether the filter has a part for facet.
func (p filterParts) narrows(facet string) bool {
	switch facet {
	case "":
		return true
	case domain.FacetBrand:
		return p.brand != nil
	case domain.FacetCategory:
		return p.categories != nil
	}
	return p.specs[facet] != nil
}
