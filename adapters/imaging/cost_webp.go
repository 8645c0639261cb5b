package imaging

import "encoding/binary"

// webpLayout is what a WebP's chunks say, read as x/image/webp reads them:
// up to the first VP8 (lossy) or VP8L (lossless) chunk, with the alpha
// chunk (ALPH) that may come before a lossy one.
type webpLayout struct {
	lossless   bool
	imageBytes int64 // the length of the VP8 or VP8L chunk
	alpha      byte  // alphaNone, alphaRaw or alphaLossless
	alphaBytes int64
}

const (
	alphaNone = iota
	alphaRaw
	alphaLossless
)

// webpDecoderBytes bounds what x/image/webp allocates. A lossy frame
// decodes to 4:2:0 YCbCr padded to 16×16 macroblocks, after copying its
// data in; its alpha is a plane of a byte a pixel, which a compressed one
// reaches through a whole lossless decode. The header's colour model can't
// tell these apart (an extended header says YCbCr or NYCbCrA even when a
// lossless image follows), so the chunks are read. Chunks that can't be
// read are priced as the costlier of both.
func webpDecoderBytes(w, h int64, data []byte) int64 {
	layout, ok := readWebPLayout(data)
	if !ok {
		n := int64(len(data))
		return max(vp8lDecoderBytes(w, h, n), lossyDecoderBytes(w, h, n)+vp8lDecoderBytes(w, h, n)+w*h)
	}
	if layout.lossless {
		return vp8lDecoderBytes(w, h, layout.imageBytes)
	}
	total := lossyDecoderBytes(w, h, layout.imageBytes)
	switch layout.alpha {
	case alphaRaw:
		total += w * h
	case alphaLossless:
		total += vp8lDecoderBytes(w, h, layout.alphaBytes) + w*h
	}
	return total
}

// lossyDecoderBytes: the padded YCbCr frame, a few bytes of state per
// macroblock, and a copy of the compressed partitions.
func lossyDecoderBytes(w, h, chunkBytes int64) int64 {
	mbw, mbh := (w+15)/16, (h+15)/16
	return 256*mbw*mbh*3/2 + 8*mbw*mbh + 64*mbw + chunkBytes
}

// Lossless (VP8L) decoding, bounded from x/image/vp8l: the ARGB pixels (4
// bytes each, which become the NRGBA image), a second full-size buffer
// when a colour table's packed indices are expanded (up to 2 bytes a pixel
// more), and up to three sub-images of a pixel per 4×4 tile (predictor,
// colour transform, prefix-code map): under 7 bytes a pixel in all.
//
// Then the prefix codes: up to vp8lMaxGroups groups of five trees, each
// group taking a fixed vp8lGroupBytes. A tree's nodes need input to
// describe: a third of a bit a symbol at the very least (a 2-bit repeat of
// the previous code length covers six symbols), two 8-byte nodes a symbol,
// so at most 384 bytes of nodes (plus the allocator's rounding) for every
// byte of the stream.
const (
	vp8lMaxGroups        = 2600 + 5 // the decoder's limit on the main image's groups, and one for each sub-image
	vp8lGroupBytes       = 5 * (24 + 128*4)
	vp8lNodeBytesPerByte = 448
	vp8lMaxGroupBytes    = 80 << 10 // the largest trees: 2328, 256, 256, 256 and 40 symbols
)

func vp8lDecoderBytes(w, h, streamBytes int64) int64 {
	groups := min(vp8lMaxGroups, ((w+3)/4)*((h+3)/4)+5)
	trees := min(groups*vp8lMaxGroupBytes, groups*vp8lGroupBytes+vp8lNodeBytesPerByte*streamBytes)
	return 7*(w+3)*(h+3) + trees
}

// readWebPLayout walks the RIFF chunks after "RIFF", size, "WEBP": each a
// four-character code, a little-endian length, the data and a pad byte to
// an even length.
func readWebPLayout(data []byte) (webpLayout, bool) {
	var layout webpLayout
	for i := 12; i+8 <= len(data); {
		length := int64(binary.LittleEndian.Uint32(data[i+4:]))
		body := min(length, int64(len(data)-i-8))
		switch string(data[i : i+4]) {
		case "VP8 ":
			layout.imageBytes = body
			return layout, true
		case "VP8L":
			layout.lossless, layout.imageBytes = true, body
			return layout, true
		case "ALPH":
			if body < 1 {
				return webpLayout{}, false
			}
			layout.alpha, layout.alphaBytes = alphaRaw, body
			if data[i+8]&0x03 != 0 {
				layout.alpha = alphaLossless
			}
		}
		i += 8 + int(body) + int(length&1)
	}
	return webpLayout{}, false
}
