package searchindex

import (
	"maps"
	"slices"
	"strings"

	"github.com/RoaringBitmap/roaring/v2"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// doc is what the index keeps of one product: its sort keys, the ids of
// the terms it is indexed under, so a change can take it out again, and
// its card: the rest of what a page shows of it.
type doc struct {
	id       string
	seq      int64
	created  int64 // UnixNano
	price    int64
	nameKey  string // lowercased name
	skuKey   string
	brand    uint32
	category uint32
	specs    []uint32
	words    []uint32 // in all
	title    []uint32 // in titles
	card     card
}

// state is the whole index. Documents live in slots; a deleted product's
// slot is reused.
type state struct {
	slots      map[string]uint32
	docs       []doc
	free       []uint32
	live       *roaring.Bitmap
	orderable  *roaring.Bitmap
	all, title wordIndex
	brands     terms
	categories terms
	specs      specs
	skus       map[string][]uint32
	bands      [priceBands]*roaring.Bitmap
	orders     orders
	zones      zones
	scratch    []byte
}

func newState() *state {
	s := &state{slots: map[string]uint32{}, live: roaring.New(), orderable: roaring.New(),
		all: newWordIndex(), title: newWordIndex(), brands: newTerms(), categories: newTerms(),
		specs: newSpecs(), skus: map[string][]uint32{}}
	for i := range s.bands {
		s.bands[i] = roaring.New()
	}
	return s
}

// apply takes in changes in sequence order; settle must follow before a
// search. It reports whether any changed what searches answer.
func (s *state) apply(changes []ports.ProductChange) bool {
	changed := false
	for _, c := range changes {
		slot, known := s.slots[c.ID]
		switch {
		case c.Deleted && known:
			s.drop(slot)
			s.orders.touch(slot)
			changed = true
		case c.Deleted, known && s.docs[slot].seq == c.Seq:
		case known:
			moved := !sameSortKeys(s.docs[slot], c.Product)
			s.drop(slot)
			if s.put(c.Seq, c.Product) != slot || moved { // put reuses the slot drop freed
				s.orders.touch(slot)
			}
			changed = true
		default:
			s.orders.touch(s.put(c.Seq, c.Product))
			changed = true
		}
	}
	return changed
}

func lowerName(p domain.Product) string { return strings.ToLower(p.Name) }

// put indexes p in a free slot and returns the slot.
func (s *state) put(seq int64, p domain.Product) uint32 {
	var slot uint32
	if n := len(s.free); n > 0 {
		slot, s.free = s.free[n-1], s.free[:n-1]
	} else {
		slot = uint32(len(s.docs))
		s.docs = append(s.docs, doc{})
	}
	title := domain.SearchWords(p.TitleText())
	d := doc{
		id: p.ID, seq: seq, created: p.CreatedAt.UnixNano(), price: p.PriceCents,
		nameKey: lowerName(p), skuKey: domain.SKUKey(p.SKU),
		brand: s.brands.add(slot, p.Brand), category: s.categories.add(slot, p.Category),
		title: s.title.add(slot, title),
		words: s.all.add(slot, slices.Concat(title, domain.SearchWords(p.Descriptions))),
		card:  newCard(p, &s.zones, &s.scratch),
	}
	for _, key := range slices.Sorted(maps.Keys(p.Attributes)) {
		d.specs = append(d.specs, s.specs.add(slot, attribute{key: key, value: p.Attributes[key]}))
	}
	s.docs[slot] = d
	s.slots[p.ID] = slot
	s.skus[d.skuKey] = append(s.skus[d.skuKey], slot)
	s.live.Add(slot)
	if p.Orderable() {
		s.orderable.Add(slot)
	}
	s.bands[priceBand(p.PriceCents)].Add(slot)
	return slot
}

func (s *state) drop(slot uint32) {
	d := s.docs[slot]
	s.brands.remove(slot, d.brand)
	s.categories.remove(slot, d.category)
	s.title.remove(slot, d.title)
	s.all.remove(slot, d.words)
	for _, id := range d.specs {
		s.specs.remove(slot, id)
	}
	if rest := slices.DeleteFunc(s.skus[d.skuKey], func(o uint32) bool { return o == slot }); len(rest) > 0 {
		s.skus[d.skuKey] = rest
	} else {
		delete(s.skus, d.skuKey)
	}
	s.live.Remove(slot)
	s.orderable.Remove(slot)
	s.bands[priceBand(d.price)].Remove(slot)
	delete(s.slots, d.id)
	s.docs[slot] = doc{}
	s.free = append(s.free, slot)
}

// settle brings the word and sort orders up to date after apply.
func (s *state) settle() {
	s.all.settle()
	s.title.settle()
	s.orders.settle(s)
}
