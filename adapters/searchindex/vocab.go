package searchindex

import (
	"hash/maphash"
	"slices"
	"strings"
	"unsafe"
)

// vocab interns every word the catalogue has used, for the text and title
// word indexes both: one id per word, the words kept end to end in large
// blocks rather than one allocation each, and the ids in word order for
// prefix ranges. Words are never forgotten (a catalogue's vocabulary grows
// slowly), so their blocks never change.
//
// Nothing per word holds a pointer: a word is found by its hash (a chain
// of ids per hash) and kept as its place in the blocks. A map keyed by
// strings and a string per word were 400,000 pointers into the blocks for
// the collector to follow at every cycle at 100,000 products, most of
// them the products' lot and part numbers.
type vocab struct {
	seed     maphash.Seed
	ids      map[uint64]uint32 // by the word's hash: the newest word with that hash
	sameHash []uint32          // by id: the previous word with the same hash, plus one (0: none)
	words    []wordAt          // by id
	blocks   [][]byte
	sorted   []uint32 // word ids in word order
	unsorted []uint32 // words added since sorted was last brought up to date
}

// wordAt is where a word is kept: its block and its bytes there.
type wordAt struct{ block, start, end uint32 }

const vocabBlock = 64 << 10

func newVocab() vocab { return vocab{seed: maphash.MakeSeed(), ids: map[uint64]uint32{}} }

// word is the word id, sharing its block's bytes.
func (v *vocab) word(id uint32) string {
	at := v.words[id]
	if at.end == at.start {
		return ""
	}
	return unsafe.String(&v.blocks[at.block][at.start], at.end-at.start)
}

// intern is word's id, adding word if it is new.
func (v *vocab) intern(word []byte) uint32 {
	return v.internHashed(maphash.Bytes(v.seed, word), word)
}

// internHashed is intern for a word whose hash under v.seed is h.
func (v *vocab) internHashed(h uint64, word []byte) uint32 {
	id, ok := v.ids[h]
	for ok {
		if v.word(id) == string(word) {
			return id
		}
		prev := v.sameHash[id]
		id, ok = prev-1, prev != 0
	}
	n := len(v.blocks) - 1
	if n < 0 || len(v.blocks[n])+len(word) > cap(v.blocks[n]) {
		v.blocks = append(v.blocks, make([]byte, 0, max(vocabBlock, len(word))))
		n++
	}
	start := len(v.blocks[n])
	v.blocks[n] = append(v.blocks[n], word...) // within capacity: earlier words stay put
	id = uint32(len(v.words))
	v.words = append(v.words, wordAt{block: uint32(n), start: uint32(start), end: uint32(start + len(word))})
	prev, had := v.ids[h]
	v.sameHash = append(v.sameHash, 0)
	if had {
		v.sameHash[id] = prev + 1
	}
	v.ids[h] = id
	v.unsorted = append(v.unsorted, id)
	return id
}

// settle brings the word order up to date after adds.
func (v *vocab) settle() {
	if len(v.unsorted) == 0 {
		return
	}
	v.sorted = mergeSorted(v.sorted, v.unsorted, func(a, b uint32) int { return strings.Compare(v.word(a), v.word(b)) })
	v.unsorted = v.unsorted[:0]
}

// startingWith is the ids of the words that start with prefix, in word order.
func (v *vocab) startingWith(prefix string) []uint32 {
	from, _ := slices.BinarySearchFunc(v.sorted, prefix, func(id uint32, p string) int { return strings.Compare(v.word(id), p) })
	to := from
	for to < len(v.sorted) && strings.HasPrefix(v.word(v.sorted[to]), prefix) {
		to++
	}
	return v.sorted[from:to]
}
