package searchindex

import (
	"hash/maphash"

	"github.com/RoaringBitmap/roaring/v2"
)

// keyedSlots finds slots by a string key their docs hold (the id, the
// part-number key) without holding a string: a map from the key's hash to
// the newest slot with that hash, and by slot the next one with the same
// hash, checked against the doc's own key when read. Neither holds a
// pointer, so the collector never visits them; a map keyed by strings
// (pointing into 100,000 cards in hash order) was a third of every
// collection's marking at 100,000 products.
type keyedSlots struct {
	seed  maphash.Seed
	first map[uint64]uint32
	next  []uint32 // by slot: the next slot with the same hash, plus one (0 ends the chain)
	key   func(*doc) string
}

func newKeyedSlots(key func(*doc) string) keyedSlots {
	return keyedSlots{seed: maphash.MakeSeed(), first: map[uint64]uint32{}, key: key}
}

// add puts slot, whose doc's key is key, at the head of its chain.
func (x *keyedSlots) add(slot uint32, key string) {
	if n := int(slot) + 1; n > len(x.next) {
		x.next = append(x.next, make([]uint32, n-len(x.next))...)
	}
	h := maphash.String(x.seed, key)
	x.next[slot] = 0
	if head, ok := x.first[h]; ok {
		x.next[slot] = head + 1
	}
	x.first[h] = slot
}

// remove takes slot, whose doc's key is key, out of its chain.
func (x *keyedSlots) remove(slot uint32, key string) {
	h := maphash.String(x.seed, key)
	head, ok := x.first[h]
	switch {
	case !ok:
	case head == slot && x.next[slot] == 0:
		delete(x.first, h)
	case head == slot:
		x.first[h] = x.next[slot] - 1
	default:
		for at := head; x.next[at] != 0; at = x.next[at] - 1 {
			if x.next[at]-1 == slot {
				x.next[at] = x.next[slot]
				break
			}
		}
	}
	x.next[slot] = 0
}

// each calls fn with each slot whose doc's key is key.
func (x *keyedSlots) each(key string, docs []doc, fn func(slot uint32)) {
	at, ok := x.first[maphash.String(x.seed, key)]
	for ok {
		if x.key(&docs[at]) == key {
			fn(at)
		}
		next := x.next[at]
		at, ok = next-1, next != 0
	}
}

// find is the slot whose doc's key is key (ids are unique).
func (x *keyedSlots) find(key string, docs []doc) (slot uint32, found bool) {
	x.each(key, docs, func(s uint32) { slot, found = s, true })
	return slot, found
}

// bitmap is the slots whose doc's key is key.
func (x *keyedSlots) bitmap(key string, docs []doc) *roaring.Bitmap {
	bm := roaring.New()
	x.each(key, docs, bm.Add)
	return bm
}
