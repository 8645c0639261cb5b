package imaging

import (
	"bytes"
	"encoding/binary"
	"testing"
)

// bitWriter writes a VP8L bit stream, least significant bit first.
type bitWriter struct {
	out   []byte
	acc   uint64
	nbits uint
}

func (b *bitWriter) write(value uint64, n uint) {
	b.acc |= value << b.nbits
	b.nbits += n
	for b.nbits >= 8 {
		b.out = append(b.out, byte(b.acc))
		b.acc >>= 8
		b.nbits -= 8
	}
}

func (b *bitWriter) bytes() []byte {
	if b.nbits > 0 {
		return append(b.out, byte(b.acc))
	}
	return b.out
}

// singleSymbolTrees writes the five prefix codes of one Huffman group as
// "simple" codes of one symbol (0), which then cost no bits to read.
func (b *bitWriter) singleSymbolTrees() {
	for range 5 {
		b.write(1, 1) // simple code
		b.write(0, 1) // one symbol
		b.write(0, 1) // written in one bit
		b.write(0, 1) // symbol 0
	}
}

// vp8lBomb is a w×h lossless bit stream (its 5-byte header, then the
// rest) whose pixels cost nothing: with colours > 0 it carries a colour
// table of that many entries, whose small index image the decoder expands
// into a second full-size buffer.
func vp8lBomb(w, h, colours int) (header, rest []byte) {
	var b bitWriter
	b.write(0x2f, 8)
	b.write(uint64(w-1), 14)
	b.write(uint64(h-1), 14)
	b.write(0, 1) // alpha hint
	b.write(0, 3) // version
	if colours > 0 {
		b.write(1, 1) // a transform follows
		b.write(3, 2) // colour indexing
		b.write(uint64(colours-1), 8)
		b.write(0, 1) // the colour table: no colour cache
		b.singleSymbolTrees()
	}
	b.write(0, 1) // no more transforms
	b.write(0, 1) // no colour cache
	b.write(0, 1) // no meta prefix codes
	b.singleSymbolTrees()
	all := b.bytes()
	return all[:5], all[5:]
}

type riffChunk struct {
	fourCC string
	data   []byte
}

func riffWebP(chunks ...riffChunk) []byte {
	var body bytes.Buffer
	body.WriteString("WEBP")
	for _, c := range chunks {
		body.WriteString(c.fourCC)
		body.Write(binary.LittleEndian.AppendUint32(nil, uint32(len(c.data))))
		body.Write(c.data)
		if len(c.data)%2 == 1 {
			body.WriteByte(0)
		}
	}
	return append(append([]byte("RIFF"), binary.LittleEndian.AppendUint32(nil, uint32(body.Len()))...), body.Bytes()...)
}

// vp8xChunk is the extended header: a canvas of w×h, with alpha or not.
func vp8xChunk(w, h int, alpha bool) riffChunk {
	data := make([]byte, 10)
	if alpha {
		data[0] = 0x10
	}
	data[4], data[5], data[6] = byte(w-1), byte((w-1)>>8), byte((w-1)>>16)
	data[7], data[8], data[9] = byte(h-1), byte((h-1)>>8), byte((h-1)>>16)
	return riffChunk{"VP8X", data}
}

// losslessWebPBomb is a lossless WebP, plain or behind an extended header.
func losslessWebPBomb(w, h, colours int, extended, alpha bool) []byte {
	header, rest := vp8lBomb(w, h, colours)
	vp8l := riffChunk{"VP8L", append(header, rest...)}
	if !extended {
		return riffWebP(vp8l)
	}
	return riffWebP(vp8xChunk(w, h, alpha), vp8l)
}

// lossyFrameClaiming is the 1×1 lossy test picture's VP8 frame relabelled
// as w×h: the decoder allocates the whole frame before it runs out of data.
func lossyFrameClaiming(t testing.TB, w, h int) riffChunk {
	frame := append([]byte{}, decodeBase64(t, lossyWebP)[20:]...)
	binary.LittleEndian.PutUint16(frame[6:], uint16(w))
	binary.LittleEndian.PutUint16(frame[8:], uint16(h))
	return riffChunk{"VP8 ", frame}
}

// lossyWebPWithAlphaBomb carries its alpha channel as a lossless stream
// (compression method 1) ahead of a w×h lossy frame.
func lossyWebPWithAlphaBomb(t testing.TB, w, h, colours int) []byte {
	_, rest := vp8lBomb(w, h, colours)
	alph := riffChunk{"ALPH", append([]byte{1}, rest...)}
	return riffWebP(vp8xChunk(w, h, true), alph, lossyFrameClaiming(t, w, h))
}
