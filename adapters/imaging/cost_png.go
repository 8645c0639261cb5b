package imaging

import (
	"encoding/binary"
)

// PNG colour types, from the IHDR chunk.
const (
	pngColourGrey     = 0
	pngColourPaletted = 3
)

// pngDecoderBytes bounds what image/png allocates: one image whose pixel
// width follows the colour type, bit depth and tRNS chunk (see
// pngBytesPerPixel), two rows of filtered samples, and for an interlaced
// file the same again: each Adam7 pass is read into its own image before
// it is copied into the whole.
func pngDecoderBytes(w, h int64, data []byte) int64 {
	const rows = 2 * (1 + 8) // two rows of up to 8 bytes a pixel, plus filter bytes
	if len(data) < 29 {
		return 2*8*w*h + 7*rows*w
	}
	depth, colourType, interlaced := data[24], data[25], data[28] != 0
	image := pngBytesPerPixel(colourType, depth, pngHasTransparency(data)) * w * h
	if interlaced {
		return 2*image + 7*rows*w
	}
	return image + rows*w
}

// pngBytesPerPixel is the width of the image image/png decodes to. The
// header's colour model understates two cases: grey with a tRNS chunk
// becomes NRGBA (4 bytes, even from 1-bit samples) or NRGBA64 (8), and
// truecolour with tRNS becomes NRGBA or NRGBA64. Paletted stays one byte
// an index, whatever its palette's alpha.
func pngBytesPerPixel(colourType, depth byte, transparent bool) int64 {
	wide := depth == 16
	switch {
	case colourType == pngColourPaletted:
		return 1
	case colourType == pngColourGrey && !transparent && wide:
		return 2
	case colourType == pngColourGrey && !transparent:
		return 1
	case wide:
		return 8
	}
	return 4
}

// pngHasTransparency walks the chunks before the first IDAT, as the
// decoder reads them, for a tRNS chunk. A file it can't walk is assumed to
// have one.
func pngHasTransparency(data []byte) bool {
	for i := 8; i+8 <= len(data); {
		length := int64(binary.BigEndian.Uint32(data[i:]))
		switch string(data[i+4 : i+8]) {
		case "tRNS":
			return true
		case "IDAT":
			return false
		}
		i += int(min(length+12, int64(len(data)))) // length, type, data, checksum
	}
	return true
}
