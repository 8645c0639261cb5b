package searchindex

import (
	"encoding/binary"
	"maps"
	"slices"
	"time"
	"unsafe"

	"github.com/palletshop/pallet/domain"
)

// A card is what a page shows of a product that the index keeps nowhere
// else, packed into one allocation: first the keys the index looks the
// product up by (its id, lowercased name and part-number key, whose
// lengths the doc keeps), then the ids of its specs, the texts, stock and
// order sizes, price breaks and times. The price, brand and category are
// in the index's terms. Searches answer their page's products from cards,
// so a page costs no store read. Strings read back point into the card,
// and the index's maps are keyed by them, so a card is never changed once
// made: a change to the product makes a new one. One allocation with no
// pointers, rather than a string each, is also less for the collector to
// visit at every cycle.
type card []byte

// Flags in a card.
const (
	cardAlerted = 1 << iota
	cardHasAttributes
	cardHasBreaks
	cardBackorderable
)

// zones interns the time zones of products' times; almost always one.
type zones []*time.Location

func (z *zones) of(loc *time.Location) uint64 {
	for i, known := range *z {
		if known == loc {
			return uint64(i)
		}
	}
	*z = append(*z, loc)
	return uint64(len(*z) - 1)
}

// newDoc is p's doc, its card packed with its specs' ids, using scratch
// as its working buffer.
func newDoc(seq int64, p domain.Product, specs []uint32, z *zones, scratch *[]byte) doc {
	nameKey, skuKey := lowerName(p), domain.SKUKey(p.SKU)
	b := append(append(append((*scratch)[:0], p.ID...), nameKey...), skuKey...)
	b = binary.AppendUvarint(b, uint64(len(specs)))
	for _, id := range specs {
		b = binary.AppendUvarint(b, uint64(id))
	}
	for _, s := range []string{p.Name, p.Descriptions, p.SKU, p.Img, p.AddedBy} {
		b = binary.AppendUvarint(b, uint64(len(s)))
		b = append(b, s...)
	}
	b = binary.AppendVarint(b, p.Stock)
	b = binary.AppendVarint(b, p.MinOrderQuantity)
	b = binary.AppendVarint(b, p.LowStockThreshold)
	var flags uint64
	if p.LowStockAlerted {
		flags |= cardAlerted
	}
	if p.Attributes != nil {
		flags |= cardHasAttributes
	}
	if p.PriceBreaks != nil {
		flags |= cardHasBreaks
	}
	if p.Backorderable {
		flags |= cardBackorderable
	}
	b = binary.AppendUvarint(b, flags)
	for _, t := range []time.Time{p.CreatedAt, p.UpdatedAt} {
		b = binary.AppendVarint(b, t.Unix())
		b = binary.AppendUvarint(b, uint64(t.Nanosecond()))
		b = binary.AppendUvarint(b, z.of(t.Location()))
	}
	b = binary.AppendUvarint(b, uint64(len(p.PriceBreaks)))
	for _, pb := range p.PriceBreaks {
		b = binary.AppendVarint(b, pb.MinQuantity)
		b = binary.AppendVarint(b, pb.UnitPriceCents)
	}
	b = binary.AppendVarint(b, p.RestockDays)
	b = binary.AppendUvarint(b, uint64(len(p.StockByWarehouse)))
	for _, code := range slices.Sorted(maps.Keys(p.StockByWarehouse)) {
		b = binary.AppendUvarint(b, uint64(len(code)))
		b = append(b, code...)
		b = binary.AppendVarint(b, p.StockByWarehouse[code])
	}
	*scratch = b
	return doc{
		seq: seq, created: p.CreatedAt.UnixNano(), price: p.PriceCents,
		card:  card(append(make([]byte, 0, len(b)), b...)), // no spare capacity kept
		idLen: uint32(len(p.ID)), nameLen: uint32(len(nameKey)), skuLen: uint32(len(skuKey)),
		idLead: leading8(p.ID), nameLead: leading8(nameKey),
	}
}

// leading8 is s's first eight bytes as a big-endian number (zeros past
// its end), so comparing two of them orders as comparing the strings
// does, or ties.
func leading8(s string) uint64 {
	var b [8]byte
	copy(b[:], s)
	return binary.BigEndian.Uint64(b[:])
}

// cardString is n bytes of c from at, as a string sharing c's bytes.
func cardString(c card, at, n uint32) string {
	if n == 0 {
		return ""
	}
	return unsafe.String(&c[at], n)
}

func (d *doc) id() string      { return cardString(d.card, 0, d.idLen) }
func (d *doc) nameKey() string { return cardString(d.card, d.idLen, d.nameLen) }
func (d *doc) skuKey() string  { return cardString(d.card, d.idLen+d.nameLen, d.skuLen) }

// rest is the card after its keys.
func (d *doc) rest() card { return d.card[d.idLen+d.nameLen+d.skuLen:] }

// cardReader reads a card's fields back in the order newCard wrote them.
type cardReader struct{ rest card }

func (r *cardReader) text() string {
	n, size := binary.Uvarint(r.rest)
	s := r.rest[size : size+int(n)]
	r.rest = r.rest[size+int(n):]
	if n == 0 {
		return ""
	}
	return unsafe.String(&s[0], len(s)) // the card is never changed
}

func (r *cardReader) int() int64 {
	v, size := binary.Varint(r.rest)
	r.rest = r.rest[size:]
	return v
}

func (r *cardReader) uint() uint64 {
	v, size := binary.Uvarint(r.rest)
	r.rest = r.rest[size:]
	return v
}

func (r *cardReader) time(z zones) time.Time {
	sec, nsec := r.int(), r.uint()
	return time.Unix(sec, int64(nsec)).In(z[r.uint()])
}

// specs reads the ids of the card's specs.
func (c card) specs() []uint32 {
	r := cardReader{c}
	out := make([]uint32, r.uint())
	for i := range out {
		out[i] = uint32(r.uint())
	}
	return out
}

func (r *cardReader) skipSpecs() {
	for range r.uint() {
		r.uint()
	}
}

// texts reads the card's name, descriptions and part number.
func (c card) texts() (name, descriptions, sku string) {
	r := cardReader{c}
	r.skipSpecs()
	return r.text(), r.text(), r.text()
}

// product is the product in slot as the store last reported it.
func (s *state) product(slot uint32) domain.Product {
	d := &s.docs[slot]
	r := cardReader{d.rest()}
	var attrs map[string]string
	if n := r.uint(); n > 0 {
		attrs = make(map[string]string, n)
		for range n {
			a := s.specs.pairs[r.uint()]
			attrs[a.key] = a.value
		}
	}
	p := domain.Product{ID: d.id(), PriceCents: d.price, Brand: s.brands.valueOf(slot), Category: s.categories.valueOf(slot)}
	p.Name, p.Descriptions, p.SKU, p.Img, p.AddedBy = r.text(), r.text(), r.text(), r.text(), r.text()
	p.Stock, p.MinOrderQuantity, p.LowStockThreshold = r.int(), r.int(), r.int()
	flags := r.uint()
	p.LowStockAlerted = flags&cardAlerted != 0
	p.CreatedAt, p.UpdatedAt = r.time(s.zones), r.time(s.zones)
	if n := r.uint(); flags&cardHasBreaks != 0 {
		p.PriceBreaks = make([]domain.PriceBreak, n)
		for i := range p.PriceBreaks {
			p.PriceBreaks[i] = domain.PriceBreak{MinQuantity: r.int(), UnitPriceCents: r.int()}
		}
	}
	if p.Attributes = attrs; flags&cardHasAttributes != 0 && attrs == nil {
		p.Attributes = map[string]string{}
	}
	p.Backorderable, p.RestockDays = flags&cardBackorderable != 0, r.int()
	if n := r.uint(); n > 0 {
		p.StockByWarehouse = make(map[string]int64, n)
		for range n {
			code := r.text()
			p.StockByWarehouse[code] = r.int()
		}
	}
	return p
}
