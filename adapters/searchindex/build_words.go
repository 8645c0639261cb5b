package searchindex

import (
	"hash/maphash"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// A build splits and hashes each batch's words in the goroutine that reads
// the feed, so the goroutine that indexes only looks them up: at 100,000
// products splitting and hashing were a quarter of its work.

// batchWords is a batch's words, lowered and end to end in text: product
// i's title words are words[ends[i-1].all:ends[i].title], and the rest of
// its words follow up to ends[i].all.
type batchWords struct {
	text  []byte
	words []hashedWord
	ends  []wordEnds
}

// hashedWord is a word's place in its batch's text and its hash under the
// vocabulary's seed.
type hashedWord struct {
	hash       uint64
	start, end uint32
}

type wordEnds struct{ title, all uint32 }

// splitWords splits the words of batch's products.
func splitWords(seed maphash.Seed, batch []ports.ProductChange) *batchWords {
	bw := &batchWords{ends: make([]wordEnds, 0, len(batch))}
	for _, c := range batch {
		bw.addProduct(seed, c.Product.Name, c.Product.Brand, c.Product.SKU, c.Product.Descriptions)
	}
	return bw
}

// addProduct splits a product's words after the batch's: its title (name,
// brand and part number, as domain.Product.TitleText), then its
// descriptions.
func (bw *batchWords) addProduct(seed maphash.Seed, name, brand, sku, descriptions string) {
	for _, text := range [...]string{name, brand, sku} {
		bw.add(seed, text)
	}
	title := uint32(len(bw.words))
	bw.add(seed, descriptions)
	bw.ends = append(bw.ends, wordEnds{title: title, all: uint32(len(bw.words))})
}

// reset empties bw, keeping its room.
func (bw *batchWords) reset() {
	bw.text, bw.words, bw.ends = bw.text[:0], bw.words[:0], bw.ends[:0]
}

func (bw *batchWords) add(seed maphash.Seed, text string) {
	from := len(bw.text)
	bw.text = domain.AppendLowered(bw.text, text)
	lowered := bw.text[from:]
	domain.EachSearchWord(lowered, func(w []byte) {
		start := from + cap(lowered) - cap(w) // w is lowered[start-from:]
		bw.words = append(bw.words, hashedWord{hash: maphash.Bytes(seed, w), start: uint32(start), end: uint32(start + len(w))})
	})
}

// of is product i's title words and the rest of its words.
func (bw *batchWords) of(i int) (title, rest []hashedWord) {
	var from uint32
	if i > 0 {
		from = bw.ends[i-1].all
	}
	return bw.words[from:bw.ends[i].title], bw.words[bw.ends[i].title:bw.ends[i].all]
}
