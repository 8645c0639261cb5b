package searchindex

import (
	"math/bits"

	"github.com/RoaringBitmap/roaring/v2"
)

// terms maps exact values (a brand, a category) to the products that
// have them, and each product to its value.
type terms struct {
	ids       map[string]uint32
	values    []string
	postings  []*roaring.Bitmap
	slotValue []uint32 // each product's value id, by slot
}

func newTerms() terms { return terms{ids: map[string]uint32{}} }

// add indexes doc under value and returns the value's id.
func (t *terms) add(doc uint32, value string) uint32 {
	id, ok := t.ids[value]
	if !ok {
		id = uint32(len(t.values))
		t.ids[value] = id
		t.values = append(t.values, value)
		t.postings = append(t.postings, roaring.New())
	}
	t.postings[id].Add(doc)
	if n := int(doc) + 1; n > len(t.slotValue) {
		t.slotValue = append(t.slotValue, make([]uint32, n-len(t.slotValue))...)
	}
	t.slotValue[doc] = id
	return id
}

func (t *terms) remove(doc uint32) { t.postings[t.slotValue[doc]].Remove(doc) }

// valueOf is the value of the product in slot doc.
func (t *terms) valueOf(doc uint32) string { return t.values[t.slotValue[doc]] }

// of is the products with value, or nil when none ever had it.
func (t *terms) of(value string) *roaring.Bitmap {
	if id, ok := t.ids[value]; ok {
		return t.postings[id]
	}
	return nil
}

// attribute is one spec value under its key, as attrs holds it.
type attribute struct{ key, value string }

// specs indexes products by attribute: each (key, value) pair is a term,
// and each key lists its pairs so a facet can count them.
type specs struct {
	pairs  []attribute
	ids    map[attribute]uint32
	byKey  map[string][]uint32
	postng []*roaring.Bitmap
	place  []int          // by pair id: its place among its key's values, from 1
	held   map[string]int // by key: the products that have it
	// columns of the keys that keep one (columns.go)
	columns map[string]column
}

func newSpecs() specs {
	return specs{ids: map[attribute]uint32{}, byKey: map[string][]uint32{}, held: map[string]int{}, columns: map[string]column{}}
}

func (s *specs) add(doc uint32, a attribute) uint32 {
	id, ok := s.ids[a]
	if !ok {
		id = uint32(len(s.pairs))
		s.ids[a] = id
		s.pairs = append(s.pairs, a)
		s.byKey[a.key] = append(s.byKey[a.key], id)
		s.postng = append(s.postng, roaring.New())
		s.place = append(s.place, len(s.byKey[a.key]))
	}
	s.postng[id].Add(doc)
	s.held[a.key]++
	if col, ok := s.columns[a.key]; ok && s.place[id] <= maxColumnValues {
		s.columns[a.key] = col.set(doc, uint8(s.place[id]))
	}
	return id
}

func (s *specs) remove(doc, id uint32) {
	s.postng[id].Remove(doc)
	key := s.pairs[id].key
	s.held[key]--
	if col := s.columns[key]; int(doc) < len(col) {
		col[doc] = 0
	}
}

// priceBand groups prices 1<<subBandBits bands to a power of two (with 5
// bits, each band's prices lie within about 3 % of each other), so a price
// range is the union of the bands inside it plus a check of each product in
// the two bands at its ends. Finer bands make those two smaller: with eight
// to a power of two, a search under a price limit checked thousands of
// products one by one at 100k.
func priceBand(cents int64) int {
	if cents <= 0 {
		return 0
	}
	n := bits.Len64(uint64(cents)) // cents is in [2^(n-1), 2^n)
	if n <= subBandBits+1 {
		return int(cents)
	}
	return n<<subBandBits + int(uint64(cents)>>(n-1-subBandBits))&(1<<subBandBits-1)
}

// bandBounds is the lowest and highest price in band b.
func bandBounds(b int) (lo, hi int64) {
	if b < 2<<subBandBits {
		if b == 0 {
			return -1 << 63, 0
		}
		return int64(b), int64(b)
	}
	n, sub := b>>subBandBits, int64(b&(1<<subBandBits-1))
	step := int64(1) << (n - 1 - subBandBits)
	lo = (1<<subBandBits + sub) * step
	return lo, lo + step - 1
}

// subBandBits is how many bits of a price after its leading one choose its
// band: 1<<subBandBits bands to a power of two.
const subBandBits = 5

// priceBands is one more than the highest band.
const priceBands = 64 << subBandBits
