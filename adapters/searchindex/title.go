package searchindex

import (
	"github.com/RoaringBitmap/roaring/v2"
)

// titleIndex answers which products have a word in their title (name,
// brand, part number). Nearly every word is in the title of every product
// that has it (part and lot numbers, names), so it keeps only the
// exceptions: per word, the products with it in their description alone.
// A word's title products are its text products less those.
type titleIndex struct {
	descOnly map[uint32]*posting
	prefixes map[string]*roaring.Bitmap
}

func newTitleIndex() titleIndex {
	return titleIndex{descOnly: map[uint32]*posting{}, prefixes: map[string]*roaring.Bitmap{}}
}

// add indexes doc's title words, title, among all its words, all (both
// sorted, no repeats). In bulk, prefixes are left to finishBulk.
func (t *titleIndex) add(doc uint32, title, all []uint32, v *vocab, bulk bool) {
	for _, id := range descOnly(title, all) {
		p := t.descOnly[id]
		if p == nil {
			p = &posting{}
			t.descOnly[id] = p
		}
		p.add(doc, bulk)
	}
	if bulk {
		return
	}
	addUnderPrefixes(t.prefixes, doc, title, v)
}

func (t *titleIndex) remove(doc uint32, title, all []uint32, v *vocab) {
	for _, id := range descOnly(title, all) {
		if p := t.descOnly[id]; p != nil {
			if p.remove(doc); p.empty() {
				delete(t.descOnly, id)
			}
		}
	}
	for _, p := range shortPrefixes(title, v) {
		if bm := t.prefixes[p]; bm != nil {
			bm.Remove(doc)
		}
	}
}

// descOnly is the words of all that title lacks (both sorted).
func descOnly(title, all []uint32) []uint32 {
	var out []uint32
	i := 0
	for _, id := range all {
		for i < len(title) && title[i] < id {
			i++
		}
		if i == len(title) || title[i] != id {
			out = append(out, id)
		}
	}
	return out
}

// of is the products with the word id in their title: all's less the
// description-only ones.
func (t *titleIndex) of(all *wordIndex) func(uint32) ([]uint32, *roaring.Bitmap) {
	return func(id uint32) ([]uint32, *roaring.Bitmap) {
		few, many := all.of(id)
		d := t.descOnly[id]
		if d == nil {
			return few, many
		}
		if many == nil {
			many = roaring.BitmapOf(few...)
		}
		return nil, roaring.AndNot(many, d.bitmap())
	}
}

func (t *titleIndex) finishBulk(v *vocab, all *wordIndex) {
	for _, p := range t.descOnly {
		p.settle()
	}
	t.prefixes = prefixBitmaps(v, t.of(all))
}

// startingWith is the products with a title word that starts with prefix.
// The result may be shared: callers must not change it.
func (t *titleIndex) startingWith(prefix string, v *vocab, all *wordIndex) *roaring.Bitmap {
	return startingWith(prefix, v, t.prefixes, t.of(all))
}
