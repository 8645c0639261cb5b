package searchindex

import (
	"cmp"
	"math/bits"
	"slices"

	"github.com/RoaringBitmap/roaring/v2"

	"github.com/palletshop/pallet/domain"
)

// The sort orders the index keeps, each as every live slot in order: the
// orders of domain.LessProducts, ties broken by id.
const (
	byNewest = iota
	byPriceAsc
	byPriceDesc
	byName
	orderCount
)

func orderOf(sort domain.ProductSort) int {
	switch sort {
	case domain.SortPriceAsc:
		return byPriceAsc
	case domain.SortPriceDesc:
		return byPriceDesc
	case domain.SortName:
		return byName
	}
	return byNewest
}

func compareDocs(order int, a, b *doc) int {
	var c int
	switch order {
	case byNewest:
		c = cmp.Compare(b.created, a.created)
	case byPriceAsc:
		c = cmp.Compare(a.price, b.price)
	case byPriceDesc:
		c = cmp.Compare(b.price, a.price)
	case byName:
		c = cmp.Compare(a.nameKey, b.nameKey)
	}
	return cmp.Or(c, cmp.Compare(a.id, b.id))
}

// sameSortKeys reports whether a change leaves d's place in every order.
func sameSortKeys(d doc, p domain.Product) bool {
	return d.created == p.CreatedAt.UnixNano() && d.price == p.PriceCents && d.nameKey == lowerName(p)
}

// orders holds each order as sorted slots and each slot's rank in it.
type orders struct {
	sorted  [orderCount][]uint32
	rank    [orderCount][]uint32
	touched map[uint32]bool // slots added, moved or removed since settle
}

func (o *orders) touch(slot uint32) {
	if o.touched == nil {
		o.touched = map[uint32]bool{}
	}
	o.touched[slot] = true
}

// settle brings every order up to date: the touched slots are taken out and
// put back where they now belong, or, after many changes, all is re-sorted.
func (o *orders) settle(s *state) {
	if len(o.touched) == 0 {
		return
	}
	full := len(o.touched) > 2000 || len(o.touched)*50 > len(o.sorted[0])
	for order := range orderCount {
		less := func(a, b uint32) int { return compareDocs(order, &s.docs[a], &s.docs[b]) }
		if full {
			o.sorted[order] = s.live.ToArray()
			slices.SortFunc(o.sorted[order], less)
		} else {
			kept := slices.DeleteFunc(o.sorted[order], func(slot uint32) bool { return o.touched[slot] })
			for slot := range o.touched {
				if s.live.Contains(slot) {
					at, _ := slices.BinarySearchFunc(kept, slot, less)
					kept = slices.Insert(kept, at, slot)
				}
			}
			o.sorted[order] = kept
		}
		rank := slices.Grow(o.rank[order][:0], len(s.docs))[:len(s.docs)]
		for i, slot := range o.sorted[order] {
			rank[slot] = uint32(i)
		}
		o.rank[order] = rank
	}
	o.touched = nil // after a build it is large; a later change makes a small one
}

// page is the slots of hits at [offset, offset+limit) in order: by walking
// the order and keeping hits when they are dense, or by sorting their ranks
// when they are few, whichever visits fewer slots.
func (o *orders) page(order int, hits *roaring.Bitmap, offset, limit int) []uint32 {
	n := int(hits.GetCardinality())
	if offset >= n || limit <= 0 {
		return nil
	}
	end := min(offset+limit, n)
	sorted := o.sorted[order]
	walk := end * len(sorted) / n
	if walk <= n*bits.Len(uint(n)) {
		out := make([]uint32, 0, end-offset)
		seen := 0
		for _, slot := range sorted {
			if !hits.Contains(slot) {
				continue
			}
			if seen >= offset {
				out = append(out, slot)
				if len(out) == end-offset {
					break
				}
			}
			seen++
		}
		return out
	}
	ranks := make([]uint32, 0, n)
	rank := o.rank[order]
	it := hits.Iterator()
	for it.HasNext() {
		ranks = append(ranks, rank[it.Next()])
	}
	slices.Sort(ranks)
	out := make([]uint32, end-offset)
	for i, r := range ranks[offset:end] {
		out[i] = sorted[r]
	}
	return out
}

// pageAcross pages through parts one after the other, each in order.
func (o *orders) pageAcross(order int, parts []*roaring.Bitmap, offset, limit int) []uint32 {
	var out []uint32
	for _, part := range parts {
		n := int(part.GetCardinality())
		if offset >= n {
			offset -= n
			continue
		}
		got := o.page(order, part, offset, limit-len(out))
		out = append(out, got...)
		offset = 0
		if len(out) == limit {
			break
		}
	}
	return out
}
