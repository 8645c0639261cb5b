package searchindex

import (
	"cmp"
	"math/bits"
	"slices"
	"sync"

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
	c := 0
	if order == byName {
		c = cmp.Compare(a.nameLead, b.nameLead)
	}
	if c == 0 {
		c = compareKeys(order, a, b)
	}
	if c == 0 {
		c = cmp.Compare(a.idLead, b.idLead)
	}
	if c == 0 {
		c = cmp.Compare(a.id(), b.id())
	}
	return c
}

// compareKeys is compareDocs by the order's own key, without the ties
// broken.
func compareKeys(order int, a, b *doc) int {
	switch order {
	case byNewest:
		return cmp.Compare(b.created, a.created)
	case byPriceAsc:
		return cmp.Compare(a.price, b.price)
	case byPriceDesc:
		return cmp.Compare(b.price, a.price)
	case byName:
		return cmp.Compare(a.nameKey(), b.nameKey())
	}
	return 0
}

// sameSortKeys reports whether a change leaves d's place in every order.
func sameSortKeys(d *doc, p domain.Product) bool {
	return d.created == p.CreatedAt.UnixNano() && d.price == p.PriceCents && d.nameKey() == lowerName(p)
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

// settle brings every order up to date: the touched slots are taken out
// and merged back in where they now belong (a few are put back one by
// one), or, when most of the order changed, all is sorted anew.
func (o *orders) settle(s *state) {
	if len(o.touched) == 0 {
		return
	}
	var moved []uint32 // the touched slots still live
	for slot := range o.touched {
		if s.live.Contains(slot) {
			moved = append(moved, slot)
		}
	}
	full := len(o.touched)*2 > len(o.sorted[0])
	touched := make([]uint64, (len(s.docs)+63)/64) // a bitset: a map lookup per slot of a million-slot order cost more than the merge
	for slot := range o.touched {
		touched[slot/64] |= 1 << (slot % 64)
	}
	settleOrder := func(order int) {
		less := func(a, b uint32) int { return compareDocs(order, &s.docs[a], &s.docs[b]) }
		if full {
			o.sorted[order] = s.live.ToArray()
			slices.SortFunc(o.sorted[order], less)
		} else {
			kept := slices.DeleteFunc(o.sorted[order], func(slot uint32) bool { return touched[slot/64]&(1<<(slot%64)) != 0 })
			o.sorted[order] = mergeSorted(kept, moved, less)
		}
		rank := slices.Grow(o.rank[order][:0], len(s.docs))[:len(s.docs)]
		for i, slot := range o.sorted[order] {
			rank[slot] = uint32(i)
		}
		o.rank[order] = rank
	}
	if full { // a build or most of the catalogue: whole sorts, one order a goroutine, so every core takes part
		var sorts sync.WaitGroup
		for order := range orderCount {
			sorts.Go(func() { settleOrder(order) })
		}
		sorts.Wait()
	} else {
		for order := range orderCount {
			settleOrder(order)
		}
	}
	o.touched = nil // after a build it is large; a later change makes a small one
}

// fewToInsert is the most additions mergeSorted puts in one by one (a
// binary search and a move each); more are sorted and merged in one pass.
const fewToInsert = 16

// mergeSorted puts add's items into sorted, in cmp's order (add's order
// may change). It costs O(len(sorted) + k log k), however many are added:
// an import's steps add hundreds of products to orders of 100,000.
func mergeSorted[T any](sorted, add []T, cmp func(a, b T) int) []T {
	if len(add) <= fewToInsert {
		for _, item := range add {
			at, _ := slices.BinarySearchFunc(sorted, item, cmp)
			sorted = slices.Insert(sorted, at, item)
		}
		return sorted
	}
	slices.SortFunc(add, cmp)
	n := len(sorted)
	out := slices.Grow(sorted, len(add))[:n+len(add)]
	i, j := n-1, len(add)-1
	for k := len(out) - 1; j >= 0; k-- { // from the back, so out's own items move once
		if i >= 0 && cmp(out[i], add[j]) > 0 {
			out[k], i = out[i], i-1
		} else {
			out[k], j = add[j], j-1
		}
	}
	return out
}

// walkCost is how many hits byRank marks in the time a walk takes one
// step (a bitmap lookup against setting a bit), roughly.
const walkCost = 16

// page is the slots of hits at [offset, offset+limit) in order: by walking
// the order and keeping hits, when that looks cheaper than ordering them
// all by rank, and by rank when the walk finds hits sparser than expected
// (they may all sit at one end of the order, as the dearest of a kind do).
func (o *orders) page(order int, hits *roaring.Bitmap, offset, limit int) []uint32 {
	n := int(hits.GetCardinality())
	if offset >= n || limit <= 0 {
		return nil
	}
	end := min(offset+limit, n)
	budget := (n + len(o.sorted[order])/64) / walkCost
	if end*len(o.sorted[order])/n <= budget {
		if out, done := o.walk(order, hits, offset, end, budget); done {
			return out
		}
	}
	return o.byRank(order, hits, offset, end)
}

// rankMarks keeps byRank's bitsets (12.5 KB at 100,000 products) for reuse.
var rankMarks = sync.Pool{New: func() any { return new([]uint64) }}

// byRank marks each hit's rank in the order in a bitset, then reads the
// marks from the start: a sort in time linear in the hits and the order.
func (o *orders) byRank(order int, hits *roaring.Bitmap, offset, end int) []uint32 {
	sorted, rank := o.sorted[order], o.rank[order]
	pooled := rankMarks.Get().(*[]uint64)
	defer rankMarks.Put(pooled)
	marks := slices.Grow((*pooled)[:0], (len(sorted)+63)/64)[:(len(sorted)+63)/64]
	clear(marks)
	*pooled = marks
	buf := slotBatches.Get().(*[256]uint32)
	defer slotBatches.Put(buf)
	it := hits.ManyIterator()
	for got := it.NextMany(buf[:]); got > 0; got = it.NextMany(buf[:]) {
		for _, slot := range buf[:got] {
			r := rank[slot]
			marks[r/64] |= 1 << (r % 64)
		}
	}
	out := make([]uint32, 0, end-offset)
	seen := 0
	for i, word := range marks {
		if c := bits.OnesCount64(word); seen+c <= offset {
			seen += c
			continue
		}
		for ; word != 0; word &= word - 1 {
			if seen >= offset {
				out = append(out, sorted[i*64+bits.TrailingZeros64(word)])
				if seen+1 == end {
					return out
				}
			}
			seen++
		}
	}
	return out
}

// walk keeps the hits at [offset, end) walking the order, and gives up
// after budget slots.
func (o *orders) walk(order int, hits *roaring.Bitmap, offset, end, budget int) ([]uint32, bool) {
	sorted := o.sorted[order]
	out := make([]uint32, 0, end-offset)
	seen := 0
	for i, slot := range sorted {
		if i == budget {
			return nil, false
		}
		if !hits.Contains(slot) {
			continue
		}
		if seen >= offset {
			if out = append(out, slot); len(out) == end-offset {
				break
			}
		}
		seen++
	}
	return out, true
}

// tier is part of the hits, in a page after those before it: how many
// hits it has, and the hits (worked out when asked).
type tier struct {
	n    int
	hits func() *roaring.Bitmap
}

// pageAcross pages through tiers one after the other, each in order.
func (o *orders) pageAcross(order int, tiers []tier, offset, limit int) []uint32 {
	var out []uint32
	for _, t := range tiers {
		if offset >= t.n {
			offset -= t.n
			continue
		}
		got := o.page(order, t.hits(), offset, limit-len(out))
		out = append(out, got...)
		offset = 0
		if len(out) == limit {
			break
		}
	}
	return out
}
