package imaging

import (
	"image"
	"image/color"
	"math"
)

// maxPricedPixels keeps decodeCost's arithmetic far from overflowing; any
// image this large is beyond every budget anyway.
const maxPricedPixels = 1 << 32

// decodeCost bounds the bytes that normalising one image allocates, from
// its header alone: the decoded pixels, the decoder's own scratch space,
// and the copies made to scale, turn upright, flatten and encode it.
func decodeCost(format string, cfg image.Config, data []byte) int64 {
	pixels := int64(cfg.Width) * int64(cfg.Height)
	if pixels > maxPricedPixels {
		return math.MaxInt64
	}
	return decoderBytes(format, cfg, data) + workingBytes(cfg.Width, cfg.Height)
}

func decoderBytes(format string, cfg image.Config, data []byte) int64 {
	pixels := int64(cfg.Width) * int64(cfg.Height)
	decoded := pixels * bytesPerPixel(cfg.ColorModel)
	if samples, ok := jpegSamples(format, data); ok && cfg.ColorModel == color.YCbCrModel {
		decoded = samples // one byte per sample, chroma as subsampled
	}
	return decoded + decoderScratch(format, cfg.ColorModel, decoded, pixels, data)
}

// bytesPerPixel is what the decoded image takes per pixel in memory, for
// the colour models the accepted decoders produce. Unknown models are
// assumed as wide as the widest.
func bytesPerPixel(m color.Model) int64 {
	if _, ok := m.(color.Palette); ok {
		return 1
	}
	switch m {
	case color.GrayModel, color.AlphaModel:
		return 1
	case color.Gray16Model, color.Alpha16Model:
		return 2
	case color.YCbCrModel: // as if 4:4:4; subsampled images take less
		return 3
	case color.RGBAModel, color.NRGBAModel, color.NYCbCrAModel:
		return 4
	case color.CMYKModel: // the JPEG decoder builds YCbCr and black planes, then converts
		return 8
	}
	return 8
}

// decoderScratch is what a decoder holds beside the image while it works:
// an interlaced PNG is read pass by pass into a second image of the same
// total size; a progressive JPEG keeps every DCT coefficient as an int32 (4
// bytes per sample) until the last scan; lossless WebP builds a 4-byte ARGB
// buffer before its NRGBA image.
func decoderScratch(format string, m color.Model, decoded, pixels int64, data []byte) int64 {
	switch format {
	case "png":
		if pngInterlaced(data) {
			return decoded
		}
	case "jpeg":
		if !jpegProgressive(data) {
			return 0
		}
		if samples, ok := jpegSamples(format, data); ok {
			return 4 * samples
		}
		return 4 * jpegComponents(m) * pixels
	case "webp":
		if m == color.NRGBAModel { // lossless
			return 4 * pixels
		}
	}
	return 0
}

// workingBytes bounds the RGBA copies normalisation makes after decoding:
// the cheap first scaling pass of very large images, then at most four at
// the final size: scaled, turned upright, flattened on white, and the
// encoder's output (no larger than the raw pixels plus slack).
func workingBytes(w, h int) int64 {
	var total int64
	if max(w, h) > 2*maxImageSide {
		total += rgbaBytes(fitWithin(w, h, 2*maxImageSide))
	}
	final := image.Pt(w, h)
	if max(w, h) > maxImageSide {
		final = fitWithin(w, h, maxImageSide)
	}
	return total + 4*rgbaBytes(final)
}

// copiesCost bounds the smaller copies, made one after another from the
// final (opaque, when it becomes a JPEG) picture into one buffer the size
// of the largest: that buffer, and each copy's encoded bytes.
func copiesCost(cfg image.Config, sides []int) int64 {
	final := image.Pt(cfg.Width, cfg.Height)
	if max(cfg.Width, cfg.Height) > maxImageSide {
		final = fitWithin(cfg.Width, cfg.Height, maxImageSide)
	}
	var buffer, encoded int64
	for _, side := range smallerSides(final, sides) {
		size := rgbaBytes(fitWithin(final.X, final.Y, side))
		buffer, encoded = max(buffer, size), encoded+size
	}
	return buffer + encoded
}

func rgbaBytes(size image.Point) int64 { return 4 * int64(size.X) * int64(size.Y) }

// pngInterlaced reads the interlace method from the IHDR chunk, which a PNG
// must start with (8-byte signature, 8-byte chunk header, 13 bytes of data).
func pngInterlaced(data []byte) bool {
	return len(data) > 28 && data[28] != 0
}

// jpegProgressive reports whether the frame header is a progressive one
// (SOF2, or the arithmetic-coded SOF6/SOF10/SOF14 the decoder refuses).
func jpegProgressive(data []byte) bool {
	progressive := false
	jpegHeaderSegments(data, func(marker byte, _ []byte) bool {
		switch marker {
		case 0xC2, 0xC6, 0xCA, 0xCE:
			progressive = true
			return false
		case 0xC0, 0xC1, 0xC3, 0xC5, 0xC7, 0xC9, 0xCB, 0xCD, 0xCF:
			return false
		}
		return true
	})
	return progressive
}

func jpegComponents(m color.Model) int64 {
	switch m {
	case color.GrayModel:
		return 1
	case color.CMYKModel:
		return 4
	}
	return 3
}

// jpegSamples counts the samples a JPEG decodes to, from its frame header:
// each component holds its sampling share of the pixels, padded to whole
// MCUs as the decoder allocates them. A 4:2:0 colour photo is 1.5 samples a
// pixel, not 3. ok is false when there is no readable frame header.
func jpegSamples(format string, data []byte) (samples int64, ok bool) {
	if format != "jpeg" {
		return 0, false
	}
	jpegHeaderSegments(data, func(marker byte, seg []byte) bool {
		switch marker {
		case 0xC0, 0xC1, 0xC2:
			samples, ok = frameSamples(seg)
			return false
		}
		return true
	})
	return samples, ok
}

// frameSamples reads a SOF segment: precision, height, width, then three
// bytes per component of which the second packs its H and V sampling.
func frameSamples(seg []byte) (int64, bool) {
	if len(seg) < 6 {
		return 0, false
	}
	height, width, n := int64(seg[1])<<8|int64(seg[2]), int64(seg[3])<<8|int64(seg[4]), int(seg[5])
	if n < 1 || len(seg) < 6+3*n {
		return 0, false
	}
	var hMax, vMax, blocks int64 = 1, 1, 0
	for c := range n {
		h, v := int64(seg[7+3*c]>>4), int64(seg[7+3*c]&0x0F)
		if h == 0 || v == 0 {
			return 0, false
		}
		hMax, vMax, blocks = max(hMax, h), max(vMax, v), blocks+h*v
	}
	mcusWide, mcusHigh := (width+8*hMax-1)/(8*hMax), (height+8*vMax-1)/(8*vMax)
	return mcusWide * mcusHigh * blocks * 64, true
}
