package main

import (
	"bytes"
	"compress/zlib"
	"image/png"
	"io"
	"math/bits"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// zlibZeros is the zlib stream of n zero bytes, written directly: one
// literal zero, then back-references of 258 bytes at distance 1, each two
// bits long, as zlib's best compression gives (1:1032). Compressing 200 MB
// of zeros with compress/zlib took 18 s under -race; this takes no time.
func zlibZeros(n int) []byte {
	w := &bitWriter{out: []byte{0x78, 0xDA}} // deflate, 32 KB window, best compression
	writeZerosHeader(w)
	if n > 0 {
		w.code(0b10, 2) // the literal 0
	}
	left := max(n-1, 0)
	for ; left >= 258; left -= 258 {
		w.code(0, 1) // length 258 (symbol 285, no extra bits)
		w.code(0, 1) // distance 1 (distance code 0)
	}
	for ; left > 0; left-- {
		w.code(0b10, 2)
	}
	w.code(0b11, 2) // end of block
	w.flush()
	return append(w.out, byte(n%65521>>8), byte(n%65521), 0, 1) // Adler-32 of n zeros: b = n, a = 1
}

// writeZerosHeader starts the one, final block with dynamic Huffman codes
// for three literal/length symbols (0: "10", end of block 256: "11", length
// 258 285: "0") and one distance (distance 1: "0"), RFC 1951 3.2.7.
func writeZerosHeader(w *bitWriter) {
	w.bits(1, 1)                                 // final block
	w.bits(2, 2)                                 // dynamic Huffman codes
	w.bits(29, 5)                                // 286 literal/length codes
	w.bits(0, 5)                                 // 1 distance code
	w.bits(14, 4)                                // 18 code length codes, in the order below, to reach symbol 1
	lengths := map[int]uint64{18: 1, 1: 2, 2: 2} // so 18: "0", 1: "10", 2: "11"
	for _, sym := range []int{16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1} {
		w.bits(lengths[sym], 3)
	}
	zeros := func(count uint64) { w.code(0, 1); w.bits(count-11, 7) } // symbol 18: 11–138 zero lengths
	w.code(0b11, 2)                                                   // literal 0: length 2
	zeros(138)                                                        // literals 1–138
	zeros(117)                                                        // literals 139–255
	w.code(0b11, 2)                                                   // end of block 256: length 2
	zeros(28)                                                         // lengths 257–284
	w.code(0b10, 2)                                                   // length 258 (285): length 1
	w.code(0b10, 2)                                                   // distance code 0: length 1
}

// bitWriter packs bits least significant first, as deflate does.
type bitWriter struct {
	out  []byte
	acc  uint64
	nacc uint
}

func (w *bitWriter) bits(v uint64, n uint) {
	w.acc |= v << w.nacc
	for w.nacc += n; w.nacc >= 8; w.nacc -= 8 {
		w.out = append(w.out, byte(w.acc))
		w.acc >>= 8
	}
}

// code writes an n-bit Huffman code, which deflate packs most significant bit first.
func (w *bitWriter) code(c uint64, n uint) { w.bits(bits.Reverse64(c)>>(64-n), n) }

func (w *bitWriter) flush() {
	if w.nacc > 0 {
		w.out = append(w.out, byte(w.acc))
		w.acc, w.nacc = 0, 0
	}
}

func TestZlibZerosInflatesToZeros(t *testing.T) {
	t.Parallel()
	for _, n := range []int{0, 1, 2, 258, 259, 260, 1000, 65521, 300_001} {
		r, err := zlib.NewReader(bytes.NewReader(zlibZeros(n)))
		require.NoError(t, err, n)
		got, err := io.ReadAll(r) // checks the Adler-32 at the end
		require.NoError(t, err, n)
		assert.Equal(t, make([]byte, n), got, n)
	}
	assert.Less(t, len(zlibZeros(96_001_600)), 94_000, "the reviewed grey bomb stays about 93 KB")
}

func TestBlankPNGsDecodeToBlankPictures(t *testing.T) {
	t.Parallel()
	for name, data := range map[string][]byte{
		"grey with tRNS": blankGreyPNGWithTRNS(t, 301, 7),
		"16-bit RGBA":    blankRGBAPNG(t, 37, 5, 16),
	} {
		img, err := png.Decode(bytes.NewReader(data))
		require.NoError(t, err, name)
		b := img.Bounds()
		for y := b.Min.Y; y < b.Max.Y; y++ {
			for x := b.Min.X; x < b.Max.X; x++ {
				r, g, bl, a := img.At(x, y).RGBA()
				require.Equal(t, [4]uint32{}, [4]uint32{r, g, bl, a}, "%s at %d,%d", name, x, y)
			}
		}
		assert.Equal(t, map[string][2]int{"grey with tRNS": {301, 7}, "16-bit RGBA": {37, 5}}[name], [2]int{b.Dx(), b.Dy()}, name)
	}
}
