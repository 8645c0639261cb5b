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

// splitWords splits batch's words as state.wordIDs does.
func splitWords(seed maphash.Seed, batch []ports.ProductChange) *batchWords {
	bw := &batchWords{ends: make([]wordEnds, len(batch))}
	for i, c := range batch {
		for _, text := range [...]string{c.Product.Name, c.Product.Brand, c.Product.SKU} {
			bw.add(seed, text)
		}
		bw.ends[i].title = uint32(len(bw.words))
		bw.add(seed, c.Product.Descriptions)
		bw.ends[i].all = uint32(len(bw.words))
	}
	return bw
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
