package searchindex

import (
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/RoaringBitmap/roaring/v2"
)

// shortPrefix is the longest prefix, in runes, that has its own bitmap: a
// one- to three-letter query word is one lookup, however many words start
// with it. A longer one unions the words it starts, which are few.
const shortPrefix = 3

// wordIndex maps each word to the products with it, and each short prefix
// of a word to the products with a word that starts with it.
type wordIndex struct {
	ids      map[string]uint32
	words    []string
	postings []posting
	prefixes map[string]*roaring.Bitmap
	sorted   []uint32 // word ids in word order, for prefix ranges
	unsorted []uint32 // words added since sorted was last brought up to date
	scratch  map[string]bool
}

func newWordIndex() wordIndex {
	return wordIndex{ids: map[string]uint32{}, prefixes: map[string]*roaring.Bitmap{}, scratch: map[string]bool{}}
}

// add indexes doc under words (duplicates allowed) and returns their ids.
func (w *wordIndex) add(doc uint32, words []string) []uint32 {
	ids := make([]uint32, 0, len(words))
	for _, word := range words {
		id, ok := w.ids[word]
		if !ok {
			id = uint32(len(w.words))
			w.ids[word] = id
			w.words = append(w.words, word)
			w.postings = append(w.postings, posting{})
			w.unsorted = append(w.unsorted, id)
		}
		ids = append(ids, id)
	}
	slices.Sort(ids)
	ids = slices.Clone(slices.Compact(ids)) // kept per product: no spare capacity
	for _, id := range ids {
		w.postings[id].add(doc)
	}
	for _, p := range w.shortPrefixes(ids) {
		bm, ok := w.prefixes[p]
		if !ok {
			bm = roaring.New()
			w.prefixes[p] = bm
		}
		bm.Add(doc)
	}
	return ids
}

// remove takes doc out of the postings of the words add returned.
func (w *wordIndex) remove(doc uint32, ids []uint32) {
	for _, id := range ids {
		w.postings[id].remove(doc)
	}
	for _, p := range w.shortPrefixes(ids) {
		w.prefixes[p].Remove(doc)
	}
}

// shortPrefixes is every distinct prefix of up to shortPrefix runes of the words.
func (w *wordIndex) shortPrefixes(ids []uint32) []string {
	clear(w.scratch)
	out := make([]string, 0, len(ids)*shortPrefix)
	for _, id := range ids {
		word := w.words[id]
		end := 0
		for n := 1; n <= shortPrefix && end < len(word); n++ {
			_, size := utf8.DecodeRuneInString(word[end:])
			end += size
			if p := word[:end]; !w.scratch[p] {
				w.scratch[p] = true
				out = append(out, p)
			}
		}
	}
	return out
}

// settle brings the word order up to date after adds.
func (w *wordIndex) settle() {
	if len(w.unsorted) == 0 {
		return
	}
	byWord := func(a, b uint32) int { return strings.Compare(w.words[a], w.words[b]) }
	if len(w.unsorted) > 1000 || len(w.unsorted)*20 > len(w.sorted) {
		w.sorted = append(w.sorted, w.unsorted...)
		slices.SortFunc(w.sorted, byWord)
	} else {
		for _, id := range w.unsorted {
			at, _ := slices.BinarySearchFunc(w.sorted, id, byWord)
			w.sorted = slices.Insert(w.sorted, at, id)
		}
	}
	w.unsorted = w.unsorted[:0]
}

// startingWith is the products with a word that starts with prefix. The
// result may be shared: callers must not change it.
func (w *wordIndex) startingWith(prefix string) *roaring.Bitmap {
	if utf8.RuneCountInString(prefix) <= shortPrefix {
		if bm, ok := w.prefixes[prefix]; ok {
			return bm
		}
		return roaring.New()
	}
	from, _ := slices.BinarySearchFunc(w.sorted, prefix, func(id uint32, p string) int { return strings.Compare(w.words[id], p) })
	var hits []*roaring.Bitmap
	var few []uint32
	for _, id := range w.sorted[from:] {
		if !strings.HasPrefix(w.words[id], prefix) {
			break
		}
		if p := w.postings[id]; p.many != nil {
			hits = append(hits, p.many)
		} else {
			few = append(few, p.few...)
		}
	}
	if len(hits) == 1 && len(few) == 0 {
		return hits[0]
	}
	return roaring.FastOr(append(hits, roaring.BitmapOf(few...))...)
}

// fewPostings is the most products a word lists in a slice; past it, a
// bitmap. Most words are one product's part number or lot number, and a
// slice of a few ids is a tenth of the smallest bitmap's size.
const fewPostings = 32

// posting is the products with one word.
type posting struct {
	few  []uint32 // sorted, while many is nil
	many *roaring.Bitmap
}

func (p *posting) add(doc uint32) {
	if p.many != nil {
		p.many.Add(doc)
		return
	}
	at, found := slices.BinarySearch(p.few, doc)
	if found {
		return
	}
	p.few = slices.Insert(p.few, at, doc)
	if len(p.few) > fewPostings {
		p.many, p.few = roaring.BitmapOf(p.few...), nil
	}
}

func (p *posting) remove(doc uint32) {
	if p.many != nil {
		p.many.Remove(doc)
		return
	}
	if at, found := slices.BinarySearch(p.few, doc); found {
		p.few = slices.Delete(p.few, at, at+1)
	}
}
