package main

import (
	"bytes"
	"encoding/binary"
	"hash/crc32"
	"image"
	"image/jpeg"
	"image/png"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"
)

// blankRGBAPNG writes a w×h RGBA PNG (8 or 16 bits per sample) whose
// pixels are all zero, row by row, so the test never holds the decoded
// image: a 5000×5000 16-bit one decodes to 200 MB but is a few hundred KB.
func blankRGBAPNG(t *testing.T, w, h, bitDepth int) []byte {
	return blankPNG(t, w, h, bitDepth, 6, nil) // colour type 6: RGBA
}

// blankGreyPNGWithTRNS is an 8-bit greyscale PNG with a tRNS chunk, which
// image/png decodes to NRGBA: 4 bytes a pixel from 1 byte a sample.
func blankGreyPNGWithTRNS(t *testing.T, w, h int) []byte {
	return blankPNG(t, w, h, 8, 0, []byte{0, 0})
}

// blankPNG writes a w×h PNG of zero samples of colourType (grey 0 or RGBA
// 6), with a tRNS chunk when trns isn't nil.
func blankPNG(t *testing.T, w, h, bitDepth int, colourType byte, trns []byte) []byte {
	t.Helper()
	var out bytes.Buffer
	out.WriteString("\x89PNG\r\n\x1a\n")
	ihdr := binary.BigEndian.AppendUint32(nil, uint32(w))
	ihdr = binary.BigEndian.AppendUint32(ihdr, uint32(h))
	ihdr = append(ihdr, byte(bitDepth), colourType, 0, 0, 0) // no interlace
	writePNGChunk(&out, "IHDR", ihdr)
	if trns != nil {
		writePNGChunk(&out, "tRNS", trns)
	}

	channels := map[byte]int{0: 1, 6: 4}[colourType]
	row := 1 + w*channels*bitDepth/8 // filter byte 0, then the samples: all zero
	writePNGChunk(&out, "IDAT", zlibZeros(h*row))
	writePNGChunk(&out, "IEND", nil)
	return out.Bytes()
}

func writePNGChunk(out *bytes.Buffer, kind string, data []byte) {
	_ = binary.Write(out, binary.BigEndian, uint32(len(data)))
	body := append([]byte(kind), data...)
	out.Write(body)
	_ = binary.Write(out, binary.BigEndian, crc32.ChecksumIEEE(body))
}

// noisePNG is a w×h picture of random pixels: it can't be compressed, so
// its stored size is about w×h×4 bytes.
func noisePNG(t *testing.T, w, h int, seed uint64) []byte {
	t.Helper()
	rnd := rand.New(rand.NewPCG(seed, seed))
	img := image.NewNRGBA(image.Rect(0, 0, w, h))
	for i := range img.Pix {
		img.Pix[i] = byte(rnd.Uint32())
	}
	var buf bytes.Buffer
	require.NoError(t, png.Encode(&buf, img))
	return buf.Bytes()
}

// photoJPEG is a w×h JPEG with busy detail, about the size of a phone
// photo of the same resolution.
func photoJPEG(t *testing.T, w, h int) []byte {
	t.Helper()
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	for i := range img.Pix {
		img.Pix[i] = byte(i % 251)
	}
	var buf bytes.Buffer
	require.NoError(t, jpeg.Encode(&buf, img, nil))
	return buf.Bytes()
}
