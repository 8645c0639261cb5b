package searchindex

// A column holds one spec key's value for each slot, as the value's place
// among the key's values (from 1; 0 where a product has none), so a facet
// over a base in sparse containers is counted in one pass over the base,
// not one merge of the base with each value's bitmap: at 20k products the
// merges were a tenth of the server's CPU, and the pass halved the
// searches with spec facets. Like a search engine's doc values, a column
// costs a byte for every slot, so only the keys that gain from one keep
// one: those of at most maxColumnValues values that at least one product
// in columnShare has. A key that falls under half that share loses its
// column, so columns never cost more than 2×columnShare bytes for each
// spec products have on average.
type column []uint8

const (
	maxColumnValues = 255
	columnShare     = 32
)

// set records value for doc, growing the column to reach it.
func (c column) set(doc uint32, value uint8) column {
	if n := int(doc) + 1; n > len(c) {
		c = append(c, make(column, n-len(c))...)
	}
	c[doc] = value
	return c
}

// settleColumns gives each key that gains from a column one, and takes
// those that no longer gain theirs away, among live products.
func (s *specs) settleColumns(live uint64) {
	for key, held := range s.held {
		_, has := s.columns[key]
		wide := len(s.byKey[key]) > maxColumnValues
		switch {
		case has && (wide || uint64(held)*columnShare*2 < live):
			delete(s.columns, key)
		case !has && !wide && uint64(held)*columnShare >= live && held > 0:
			s.columns[key] = s.columnOf(key)
		}
	}
}

// columnOf builds key's column from its values' bitmaps.
func (s *specs) columnOf(key string) column {
	var col column
	var buf [256]uint32
	for _, id := range s.byKey[key] {
		posting := s.postng[id]
		if posting.IsEmpty() {
			continue
		}
		col = col.set(posting.Maximum(), 0)
		it := posting.ManyIterator()
		for n := it.NextMany(buf[:]); n > 0; n = it.NextMany(buf[:]) {
			for _, slot := range buf[:n] {
				col[slot] = uint8(s.place[id])
			}
		}
	}
	return col
}

// countColumn adds slots' values in col to counts.
func countColumn(col column, slots []uint32, counts *[maxColumnValues + 1]int) {
	for _, slot := range slots {
		if int(slot) < len(col) {
			counts[col[slot]]++
		}
	}
}
