package imaging

import (
	"bytes"
	"compress/zlib"
	"encoding/binary"
	"hash/crc32"
	"testing"

	"github.com/stretchr/testify/require"
)

// Small files that decode to a lot of memory, written byte by byte so the
// test never holds the decoded image itself.

// PNG colour types.
const (
	pngGray      = 0
	pngRGB       = 2
	pngPaletted  = 3
	pngGrayAlpha = 4
	pngRGBA      = 6
)

type pngBombSpec struct {
	w, h, depth, colourType int
	transparent, interlaced bool
}

// pngBomb writes a PNG of zero samples as spec describes, with a palette
// for paletted ones and a tRNS chunk when transparent.
func pngBomb(t testing.TB, spec pngBombSpec) []byte {
	t.Helper()
	var out bytes.Buffer
	out.WriteString("\x89PNG\r\n\x1a\n")
	ihdr := binary.BigEndian.AppendUint32(nil, uint32(spec.w))
	ihdr = binary.BigEndian.AppendUint32(ihdr, uint32(spec.h))
	interlace := byte(0)
	if spec.interlaced {
		interlace = 1
	}
	ihdr = append(ihdr, byte(spec.depth), byte(spec.colourType), 0, 0, interlace)
	writeChunk(&out, "IHDR", ihdr)
	if spec.colourType == pngPaletted {
		writeChunk(&out, "PLTE", []byte{0, 0, 0, 255, 255, 255})
	}
	if spec.transparent {
		trns := map[int][]byte{pngGray: {0, 0}, pngRGB: make([]byte, 6), pngPaletted: {0}}[spec.colourType]
		writeChunk(&out, "tRNS", trns)
	}
	writeChunk(&out, "IDAT", zlibZeros(t, pngScanlineBytes(spec)))
	writeChunk(&out, "IEND", nil)
	return out.Bytes()
}

// pngScanlineBytes is the length of the filtered scanlines: a filter byte
// and the packed samples of each row, of every Adam7 pass when interlaced.
func pngScanlineBytes(spec pngBombSpec) int {
	channels := map[int]int{pngGray: 1, pngRGB: 3, pngPaletted: 1, pngGrayAlpha: 2, pngRGBA: 4}[spec.colourType]
	row := func(w int) int { return 1 + (w*channels*spec.depth+7)/8 }
	if !spec.interlaced {
		return spec.h * row(spec.w)
	}
	total := 0
	for _, p := range []struct{ x0, dx, y0, dy int }{{0, 8, 0, 8}, {4, 8, 0, 8}, {0, 4, 4, 8}, {2, 4, 0, 4}, {0, 2, 2, 4}, {1, 2, 0, 2}, {0, 1, 1, 2}} {
		w, h := (spec.w-p.x0+p.dx-1)/p.dx, (spec.h-p.y0+p.dy-1)/p.dy
		if w > 0 && h > 0 {
			total += h * row(w)
		}
	}
	return total
}

func zlibZeros(t testing.TB, n int) []byte {
	var buf bytes.Buffer
	zw, err := zlib.NewWriterLevel(&buf, zlib.BestCompression)
	require.NoError(t, err)
	zeros := make([]byte, 64<<10)
	for n > 0 {
		k := min(n, len(zeros))
		_, err := zw.Write(zeros[:k])
		require.NoError(t, err)
		n -= k
	}
	require.NoError(t, zw.Close())
	return buf.Bytes()
}

func writeChunk(out *bytes.Buffer, kind string, data []byte) {
	out.Write(binary.BigEndian.AppendUint32(nil, uint32(len(data))))
	body := append([]byte(kind), data...)
	out.Write(body)
	out.Write(binary.BigEndian.AppendUint32(nil, crc32.ChecksumIEEE(body)))
}

// jpegBombSpec describes a JPEG whose every block is flat: one component
// per sampling byte (H<<4 | V), named by ids.
type jpegBombSpec struct {
	w, h        int
	ids         string
	sampling    []byte
	progressive bool
	adobe       int // the APP14 colour transform, or -1 for no APP14
}

// jpegBomb writes a baseline (or progressive, DC-only) JPEG whose Huffman
// tables have one 1-bit code each: every block costs a bit or two.
func jpegBomb(t testing.TB, spec jpegBombSpec) []byte {
	t.Helper()
	var out bytes.Buffer
	out.Write([]byte{0xFF, 0xD8})
	if spec.adobe >= 0 {
		jpegSegment(&out, 0xEE, append([]byte("Adobe\x00\x64\x00\x00\x00\x00"), byte(spec.adobe)))
	}
	jpegSegment(&out, 0xDB, append([]byte{0}, bytes.Repeat([]byte{1}, 64)...))
	sof := []byte{8, byte(spec.h >> 8), byte(spec.h), byte(spec.w >> 8), byte(spec.w), byte(len(spec.ids))}
	for i := range len(spec.ids) {
		sof = append(sof, spec.ids[i], spec.sampling[i], 0)
	}
	marker, bitsPerBlock := byte(0xC0), 2 // DC difference 0, then end of block
	if spec.progressive {
		marker, bitsPerBlock = 0xC2, 1 // one DC-only scan
	}
	jpegSegment(&out, marker, sof)
	oneCode := append([]byte{1}, make([]byte, 15)...) // a single code of length 1
	dht := append(append([]byte{0x00}, oneCode...), 0)
	dht = append(append(append(dht, 0x10), oneCode...), 0)
	jpegSegment(&out, 0xC4, dht)
	sos := []byte{byte(len(spec.ids))}
	for i := range len(spec.ids) {
		sos = append(sos, spec.ids[i], 0)
	}
	if spec.progressive {
		sos = append(sos, 0, 0, 0)
	} else {
		sos = append(sos, 0, 63, 0)
	}
	jpegSegment(&out, 0xDA, sos)
	out.Write(make([]byte, (jpegBlocks(spec)*bitsPerBlock+7)/8))
	out.Write([]byte{0xFF, 0xD9})
	return out.Bytes()
}

// jpegBlocks counts the 8×8 blocks of an interleaved scan.
func jpegBlocks(spec jpegBombSpec) int {
	if len(spec.ids) == 1 {
		return ((spec.w + 7) / 8) * ((spec.h + 7) / 8)
	}
	hMax, vMax, perMCU := 1, 1, 0
	for _, s := range spec.sampling {
		h, v := int(s>>4), int(s&0x0F)
		hMax, vMax, perMCU = max(hMax, h), max(vMax, v), perMCU+h*v
	}
	return ((spec.w + 8*hMax - 1) / (8 * hMax)) * ((spec.h + 8*vMax - 1) / (8 * vMax)) * perMCU
}

func jpegSegment(out *bytes.Buffer, marker byte, payload []byte) {
	out.Write([]byte{0xFF, marker, byte((len(payload) + 2) >> 8), byte(len(payload) + 2)})
	out.Write(payload)
}

// interlacedGIF sets the interlace flag of the first frame of a GIF that
// gif.Encode wrote (header, screen, global palette of 256 colours, then the
// image descriptor): the decoder then also un-interlaces into a copy.
func interlacedGIF(t testing.TB, data []byte) []byte {
	t.Helper()
	out := append([]byte{}, data...)
	i := bytes.IndexByte(out[13+3*256:], 0x2C)
	require.GreaterOrEqual(t, i, 0, "no image descriptor")
	out[13+3*256+i+9] |= 0x40
	return out
}
