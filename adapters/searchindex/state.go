package searchindex

import (
	"slices"
	"strings"
	"sync"

	"github.com/RoaringBitmap/roaring/v2"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// doc is what the index keeps of one product: its sort keys and its card,
// which holds its id, name key and part-number key (of the lengths here),
// the ids of its specs, so a change can take it out again, and the rest
// of what a page shows of it.
type doc struct {
	card                   card
	seq                    int64
	created                int64 // UnixNano
	price                  int64
	idLen, nameLen, skuLen uint32
	// The first eight bytes of the id and of the name key (leading8): the
	// sort orders compare these before the strings in the card, which was
	// most of the sorting's time, as the lots of a catalogue share prices
	// and names and their ids break the ties.
	idLead, nameLead uint64
}

// state is the whole index. Documents live in slots; a deleted product's
// slot is reused.
type state struct {
	slots      keyedSlots // by id
	docs       []doc
	free       []uint32
	live       *roaring.Bitmap
	orderable  *roaring.Bitmap
	vocab      vocab
	all        wordIndex  // words of all the text
	title      titleIndex // words of the name, brand and part number
	brands     terms
	categories terms
	specs      specs
	skus       keyedSlots // by part-number key
	bands      [priceBands]*roaring.Bitmap
	orders     orders
	zones      zones
	bulk       bool // building: words go in a product at a time, prefixes at the end
	scratch    []byte
	words      batchWords // wordIDs' working space
	titleIDs   []uint32
	specIDs    []uint32
	allIDs     []uint32
}

func newState() *state {
	s := &state{slots: newKeyedSlots((*doc).id), live: roaring.New(), orderable: roaring.New(),
		vocab: newVocab(), all: newWordIndex(), title: newTitleIndex(), brands: newTerms(), categories: newTerms(),
		specs: newSpecs(), skus: newKeyedSlots((*doc).skuKey)}
	for i := range s.bands {
		s.bands[i] = roaring.New()
	}
	return s
}

// apply takes in changes in sequence order; settle must follow before a
// search. It reports whether any changed what searches answer. words, when
// not nil, is the changes' words split ahead (a build).
func (s *state) apply(changes []ports.ProductChange, words *batchWords) bool {
	changed := false
	for i, c := range changes {
		slot, known := s.slots.find(c.ID, s.docs)
		switch {
		case c.Deleted && known:
			s.drop(slot)
			s.orders.touch(slot)
			changed = true
		case c.Deleted, known && s.docs[slot].seq == c.Seq:
		case known:
			moved := !sameSortKeys(&s.docs[slot], c.Product)
			s.drop(slot)
			if s.put(c.Seq, c.Product, words, i) != slot || moved { // put reuses the slot drop freed
				s.orders.touch(slot)
			}
			changed = true
		default:
			s.orders.touch(s.put(c.Seq, c.Product, words, i))
			changed = true
		}
	}
	return changed
}

func lowerName(p domain.Product) string { return strings.ToLower(p.Name) }

// put indexes p in a free slot and returns the slot. p is change i of a
// batch whose words were split ahead, or words is nil.
func (s *state) put(seq int64, p domain.Product, words *batchWords, i int) uint32 {
	var slot uint32
	if n := len(s.free); n > 0 {
		slot, s.free = s.free[n-1], s.free[:n-1]
	} else {
		slot = uint32(len(s.docs))
		s.docs = append(s.docs, doc{})
	}
	s.brands.add(slot, p.Brand)
	s.categories.add(slot, p.Category)
	specs := s.specIDs[:0]
	for key, value := range p.Attributes {
		specs = append(specs, s.specs.add(slot, attribute{key: key, value: value}))
	}
	s.specIDs = specs
	s.docs[slot] = newDoc(seq, p, specs, &s.zones, &s.scratch)
	d := &s.docs[slot]
	var title, all []uint32
	if words != nil {
		title, all = s.wordIDsOf(words, i)
	} else {
		title, all = s.wordIDs(p.Name, p.Brand, p.SKU, p.Descriptions)
	}
	s.title.add(slot, title, all, &s.vocab, s.bulk)
	s.all.add(slot, all, &s.vocab, s.bulk)
	s.slots.add(slot, d.id())
	s.skus.add(slot, d.skuKey())
	s.live.Add(slot)
	if p.Orderable() {
		s.orderable.Add(slot)
	}
	s.bands[priceBand(p.PriceCents)].Add(slot)
	return slot
}

func (s *state) drop(slot uint32) {
	d := &s.docs[slot]
	name, descriptions, sku := d.rest().texts()
	title, all := s.wordIDs(name, s.brands.valueOf(slot), sku, descriptions)
	s.brands.remove(slot)
	s.categories.remove(slot)
	s.title.remove(slot, title, all, &s.vocab)
	s.all.remove(slot, all, &s.vocab)
	for _, id := range d.rest().specs() {
		s.specs.remove(slot, id)
	}
	s.skus.remove(slot, d.skuKey())
	s.live.Remove(slot)
	s.orderable.Remove(slot)
	s.bands[priceBand(d.price)].Remove(slot)
	s.slots.remove(slot, d.id())
	s.docs[slot] = doc{}
	s.free = append(s.free, slot)
}

// wordIDs is the ids of the words of a product's title (name, brand and
// part number, as domain.Product.TitleText) and of all its text, each
// sorted without repeats; they live in s's scratch space until the next
// call. A product's words are not kept: a change splits its old text again.
func (s *state) wordIDs(name, brand, sku, descriptions string) (title, all []uint32) {
	s.words.reset()
	s.words.addProduct(s.vocab.seed, name, brand, sku, descriptions)
	return s.wordIDsOf(&s.words, 0)
}

// wordIDsOf is wordIDs of product i of a batch whose words were split ahead.
func (s *state) wordIDsOf(words *batchWords, i int) (title, all []uint32) {
	titleWords, rest := words.of(i)
	title = s.titleIDs[:0]
	for _, w := range titleWords {
		title = append(title, s.vocab.internHashed(w.hash, words.text[w.start:w.end]))
	}
	all = append(s.allIDs[:0], title...)
	for _, w := range rest {
		all = append(all, s.vocab.internHashed(w.hash, words.text[w.start:w.end]))
	}
	return s.keepWordIDs(title, all)
}

// keepWordIDs sorts title and all without repeats into s's scratch space.
func (s *state) keepWordIDs(title, all []uint32) ([]uint32, []uint32) {
	slices.Sort(title)
	slices.Sort(all)
	s.titleIDs, s.allIDs = slices.Compact(title), slices.Compact(all)
	return s.titleIDs, s.allIDs
}

// settle brings the words and sort orders up to date after apply, and ends
// a build.
func (s *state) settle() {
	s.vocab.settle()
	s.specs.settleColumns(s.live.GetCardinality())
	if !s.bulk {
		s.orders.settle(s)
		return
	}
	s.docs = slices.Clone(s.docs) // without the room appending left
	var words sync.WaitGroup      // the word indexes and the sort orders are apart: one core each
	words.Go(func() {
		s.all.finishBulk(&s.vocab)
		s.title.finishBulk(&s.vocab, &s.all)
	})
	s.orders.settle(s)
	words.Wait()
	s.compact()
	s.bulk = false
}

// compact stores each bitmap built in bulk in its smallest form (runs of
// consecutive products as runs).
func (s *state) compact() {
	each := func(bms ...*roaring.Bitmap) {
		for _, bm := range bms {
			bm.RunOptimize()
		}
	}
	each(s.live, s.orderable)
	each(s.bands[:]...)
	each(s.brands.postings...)
	each(s.categories.postings...)
	each(s.specs.postng...)
	for _, prefixes := range []map[string]*roaring.Bitmap{s.all.prefixes, s.title.prefixes} {
		for _, bm := range prefixes {
			bm.RunOptimize()
		}
	}
	for _, p := range s.all.more {
		if p.many != nil {
			p.many.RunOptimize()
		}
	}
}

// slotBatches lends the buffers a bitmap's ManyIterator fills: handed to
// it through an interface, a buffer on the stack escapes to the heap, a
// kilobyte for every pass of every search.
var slotBatches = sync.Pool{New: func() any { return new([256]uint32) }}
