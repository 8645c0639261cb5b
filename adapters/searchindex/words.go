package searchindex

import (
	"slices"
	"unicode/utf8"
	"unsafe"

	"github.com/RoaringBitmap/roaring/v2"
)

// shortPrefix is the longest prefix, in runes, that has its own bitmap: a
// one- to three-letter query word is one lookup, however many words start
// with it. A longer one unions the words it starts, which are few.
const shortPrefix = 3

// wordIndex maps each word of the vocabulary to the products with it, and
// each short prefix of a word to the products with a word that starts with
// it. The text and the title have one each. Most words are one product's
// (part and lot numbers: 200,000 of them at 100,000 products), and those
// are kept in a slice without pointers; a list or bitmap per word, in an
// array by word id, was two pointer slots per word for the collector to
// scan at every cycle.
type wordIndex struct {
	solo     []soloPosting       // by word id
	more     map[uint32]*posting // the words with more than one product (or that had)
	prefixes map[string]*roaring.Bitmap
}

// soloPosting is a word's one product, if it has just one.
type soloPosting struct {
	doc uint32
	has bool
}

func newWordIndex() wordIndex {
	return wordIndex{more: map[uint32]*posting{}, prefixes: map[string]*roaring.Bitmap{}}
}

// add indexes doc under the words ids (sorted, no repeats). In bulk (a
// build, docs added in increasing order), prefixes are left to finishBulk.
func (w *wordIndex) add(doc uint32, ids []uint32, v *vocab, bulk bool) {
	for _, id := range ids {
		w.addWord(doc, id, bulk)
	}
	if bulk {
		return
	}
	addUnderPrefixes(w.prefixes, doc, ids, v)
}

func (w *wordIndex) addWord(doc, id uint32, bulk bool) {
	if p, ok := w.more[id]; ok {
		p.add(doc, bulk)
		return
	}
	if n := int(id) + 1; n > len(w.solo) {
		w.solo = append(w.solo, make([]soloPosting, n-len(w.solo))...)
	}
	switch solo := &w.solo[id]; {
	case !solo.has:
		*solo = soloPosting{doc: doc, has: true}
	case solo.doc != doc:
		p := &posting{}
		p.add(solo.doc, bulk)
		p.add(doc, bulk)
		w.more[id], *solo = p, soloPosting{}
	}
}

// remove takes doc out of the words add put it under.
func (w *wordIndex) remove(doc uint32, ids []uint32, v *vocab) {
	for _, id := range ids {
		if p, ok := w.more[id]; ok {
			p.remove(doc)
		} else if int(id) < len(w.solo) && w.solo[id] == (soloPosting{doc: doc, has: true}) {
			w.solo[id] = soloPosting{}
		}
	}
	for _, p := range shortPrefixes(ids, v) {
		if bm := w.prefixes[p]; bm != nil { // none yet in a build
			bm.Remove(doc)
		}
	}
}

// addUnderPrefixes adds doc to the bitmap of each short prefix of the words ids.
func addUnderPrefixes(prefixes map[string]*roaring.Bitmap, doc uint32, ids []uint32, v *vocab) {
	for _, p := range shortPrefixes(ids, v) {
		bm, ok := prefixes[p]
		if !ok {
			bm = roaring.New()
			prefixes[p] = bm
		}
		bm.Add(doc)
	}
}

// shortPrefixes is every distinct prefix of up to shortPrefix runes of the words.
func shortPrefixes(ids []uint32, v *vocab) []string {
	out := make([]string, 0, len(ids)*shortPrefix)
	for _, id := range ids {
		word := v.word(id)
		end := 0
		for n := 1; n <= shortPrefix && end < len(word); n++ {
			_, size := utf8.DecodeRuneInString(word[end:])
			end += size
			out = append(out, word[:end])
		}
	}
	slices.Sort(out)
	return slices.Compact(out)
}

// finishBulk ends a build: long word lists become bitmaps, and the short
// prefixes' bitmaps are made from the words'.
func (w *wordIndex) finishBulk(v *vocab) {
	for _, p := range w.more {
		p.settle()
	}
	w.prefixes = prefixBitmaps(v, w.of)
}

// of is the products with the word id, as a list or a bitmap. A list may
// be the index's own: to read before the index changes.
func (w *wordIndex) of(id uint32) (few []uint32, many *roaring.Bitmap) {
	if p, ok := w.more[id]; ok {
		return p.list(), p.many
	}
	if int(id) < len(w.solo) && w.solo[id].has {
		return unsafe.Slice(&w.solo[id].doc, 1), nil
	}
	return nil, nil
}

// prefixBitmaps makes each short prefix's bitmap, the union of its words'
// products (of), a group of words at a time: words sharing a prefix are
// neighbours in word order.
func prefixBitmaps(v *vocab, of func(uint32) ([]uint32, *roaring.Bitmap)) map[string]*roaring.Bitmap {
	out := map[string]*roaring.Bitmap{}
	var ids []uint32
	for n := 1; n <= shortPrefix; n++ {
		group := ""
		for _, id := range v.sorted {
			p, ok := runePrefix(v.word(id), n)
			if !ok {
				continue // shorter than n: in no group of this length
			}
			if p != group {
				if group != "" {
					out[group] = unionOfWords(ids, of, true)
				}
				group, ids = p, ids[:0]
			}
			ids = append(ids, id)
		}
		if group != "" {
			out[group] = unionOfWords(ids, of, true)
		}
	}
	return out
}

// unionOfWords is the products of any of the words ids: a bitmap of its
// own when fresh (a prefix's, changed later), else maybe a word's.
func unionOfWords(ids []uint32, of func(uint32) ([]uint32, *roaring.Bitmap), fresh bool) *roaring.Bitmap {
	var many []*roaring.Bitmap
	var few []uint32
	for _, id := range ids {
		f, m := of(id)
		if m != nil {
			many = append(many, m)
		} else {
			few = append(few, f...)
		}
	}
	if len(many) == 1 && len(few) == 0 && !fresh {
		return many[0]
	}
	slices.Sort(few)
	bm := roaring.New()
	bm.AddMany(slices.Compact(few))
	return roaring.FastOr(append(many, bm)...)
}

// runePrefix is word's first n runes, if it has that many.
func runePrefix(word string, n int) (string, bool) {
	end := 0
	for range n {
		if end >= len(word) {
			return "", false
		}
		_, size := utf8.DecodeRuneInString(word[end:])
		end += size
	}
	return word[:end], true
}

// startingWith is the products with a word that starts with prefix. The
// result may be shared: callers must not change it.
func (w *wordIndex) startingWith(prefix string, v *vocab) *roaring.Bitmap {
	return startingWith(prefix, v, w.prefixes, w.of)
}

func startingWith(prefix string, v *vocab, prefixes map[string]*roaring.Bitmap, of func(uint32) ([]uint32, *roaring.Bitmap)) *roaring.Bitmap {
	if utf8.RuneCountInString(prefix) <= shortPrefix {
		if bm, ok := prefixes[prefix]; ok {
			return bm
		}
		return roaring.New()
	}
	return unionOfWords(v.startingWith(prefix), of, false)
}

// fewPostings is the most products a word lists in a slice; past it, a
// bitmap. Most words are one product's part number or lot number, and a
// slice of a few ids is a tenth of the smallest bitmap's size.
const fewPostings = 32

// posting is the products with one word: in place while there is one, a
// sorted list while they are few, then a bitmap.
type posting struct {
	few  []uint32 // sorted, while many is nil and solo false
	many *roaring.Bitmap
	one  uint32 // the one product, while solo
	solo bool
}

// add puts doc in; in bulk, the list may outgrow fewPostings until settle.
func (p *posting) add(doc uint32, bulk bool) {
	switch {
	case p.many != nil:
		p.many.Add(doc)
		return
	case p.solo && p.one == doc:
		return
	case p.solo:
		p.few, p.solo = []uint32{min(p.one, doc), max(p.one, doc)}, false
	case len(p.few) == 0:
		p.one, p.solo = doc, true
		return
	case p.few[len(p.few)-1] < doc:
		p.few = append(p.few, doc)
	default:
		if at, found := slices.BinarySearch(p.few, doc); !found {
			p.few = slices.Insert(p.few, at, doc)
		}
	}
	if !bulk {
		p.settle()
	}
}

// settle turns a list longer than fewPostings into a bitmap.
func (p *posting) settle() {
	if len(p.few) > fewPostings {
		many := roaring.New()
		many.AddMany(p.few)
		p.many, p.few = many, nil
	}
}

func (p *posting) empty() bool {
	return !p.solo && len(p.few) == 0 && (p.many == nil || p.many.IsEmpty())
}

// list is the products while they are few (nil for a bitmap); a solo
// product's list is the posting's own field, to read before it changes.
func (p *posting) list() []uint32 {
	if p.solo {
		return unsafe.Slice(&p.one, 1)
	}
	return p.few
}

// bitmap is the posting as a bitmap, which may be shared.
func (p *posting) bitmap() *roaring.Bitmap {
	if p.many != nil {
		return p.many
	}
	return roaring.BitmapOf(p.list()...)
}

func (p *posting) remove(doc uint32) {
	switch {
	case p.many != nil:
		p.many.Remove(doc)
	case p.solo:
		p.solo = p.one != doc
	default:
		if at, found := slices.BinarySearch(p.few, doc); found {
			p.few = slices.Delete(p.few, at, at+1)
		}
	}
}
