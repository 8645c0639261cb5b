package searchindex

import (
	"hash/maphash"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestVocabTellsApartWordsWhoseHashesCollide(t *testing.T) {
	v := newVocab()
	a := v.intern([]byte("a"))
	hashOf := func(w string) uint64 { return maphash.String(v.seed, w) }
	v.ids[hashOf("b")] = a // "a" sits where "b" hashes, as a collision would put it
	b := v.intern([]byte("b"))
	assert.NotEqual(t, a, b)
	assert.Equal(t, "b", v.word(b))
	v.ids[hashOf("a")] = b // and "b" heads the chain "a" is in
	assert.Equal(t, a, v.intern([]byte("a")))
	assert.Equal(t, b, v.intern([]byte("b")))
	assert.Len(t, v.words, 2)
	v.settle()
	assert.Equal(t, []uint32{a}, v.startingWith("a"))
}
