package searchindex

import (
	"slices"
	"strings"
	"unsafe"
)

// vocab interns every word the catalogue has used, for the text and title
// word indexes both: one id per word, the words kept end to end in large
// blocks rather than one allocation each, and the ids in word order for
// prefix ranges. Words are never forgotten (a catalogue's vocabulary grows
// slowly), so their blocks never change.
type vocab struct {
	ids      map[string]uint32
	words    []string
	block    []byte
	sorted   []uint32 // word ids in word order
	unsorted []uint32 // words added since sorted was last brought up to date
}

const vocabBlock = 64 << 10

func newVocab() vocab { return vocab{ids: map[string]uint32{}} }

// intern is word's id, adding word if it is new.
func (v *vocab) intern(word []byte) uint32 {
	if id, ok := v.ids[string(word)]; ok {
		return id
	}
	if len(v.block)+len(word) > cap(v.block) {
		v.block = make([]byte, 0, max(vocabBlock, len(word)))
	}
	start := len(v.block)
	v.block = append(v.block, word...) // within capacity: earlier words stay put
	kept := unsafe.String(unsafe.SliceData(v.block[start:]), len(word))
	id := uint32(len(v.words))
	v.ids[kept] = id
	v.words = append(v.words, kept)
	v.unsorted = append(v.unsorted, id)
	return id
}

// settle brings the word order up to date after adds.
func (v *vocab) settle() {
	if len(v.unsorted) == 0 {
		return
	}
	v.sorted = mergeSorted(v.sorted, v.unsorted, func(a, b uint32) int { return strings.Compare(v.words[a], v.words[b]) })
	v.unsorted = v.unsorted[:0]
}

// startingWith is the ids of the words that start with prefix, in word order.
func (v *vocab) startingWith(prefix string) []uint32 {
	from, _ := slices.BinarySearchFunc(v.sorted, prefix, func(id uint32, p string) int { return strings.Compare(v.words[id], p) })
	to := from
	for to < len(v.sorted) && strings.HasPrefix(v.words[v.sorted[to]], prefix) {
		to++
	}
	return v.sorted[from:to]
}
