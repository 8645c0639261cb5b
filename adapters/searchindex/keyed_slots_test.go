package searchindex

import (
	"hash/maphash"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestKeyedSlotsFindEveryProductWithAKeyThroughSharedHashes(t *testing.T) {
	docs := make([]doc, 5)
	x := newKeyedSlots((*doc).skuKey)
	for slot, sku := range []string{"A", "B", "A", "A", "C"} {
		docs[slot] = doc{card: card(sku), skuLen: 1}
		x.add(uint32(slot), sku)
	}
	of := func(key string) []uint32 { return x.bitmap(key, docs).ToArray() }
	assert.Equal(t, []uint32{0, 2, 3}, of("A"))
	x.remove(2, "A") // from the middle
	assert.Equal(t, []uint32{0, 3}, of("A"))
	x.remove(3, "A") // the head
	assert.Equal(t, []uint32{0}, of("A"))
	x.add(2, "A")
	x.remove(0, "A")
	assert.Equal(t, []uint32{2}, of("A"))
	x.remove(2, "A")
	assert.Empty(t, of("A"))
	assert.Len(t, x.first, 2)
	assert.Equal(t, []uint32{1}, of("B"))
	assert.Empty(t, of("Z"))
	slot, found := x.find("C", docs)
	assert.True(t, found)
	assert.Equal(t, uint32(4), slot)
}

func TestKeyedSlotsTellApartKeysWhoseHashesCollide(t *testing.T) {
	docs := []doc{{card: card("A"), skuLen: 1}, {card: card("B"), skuLen: 1}}
	x := newKeyedSlots((*doc).skuKey)
	x.add(0, "A")
	x.next = append(x.next, 0)
	x.next[1], x.first[maphash.String(x.seed, "A")] = 1, 1 // B chained under A's hash, as a collision would
	assert.Equal(t, []uint32{0}, x.bitmap("A", docs).ToArray())
	x.remove(1, "A")
	assert.Equal(t, []uint32{0}, x.bitmap("A", docs).ToArray())
}
