package imaging

import (
	"image"
	"math"
)

// maxPricedPixels keeps decodeCost's arithmetic far from overflowing; any
// image this large is beyond every budget anyway.
const maxPricedPixels = 1 << 32

// Fixed costs beside the pixels: a decoder's own state (zlib window,
// Huffman and LZW tables, read buffers), and the encoders' (a zlib
// compressor for each PNG written is most of it).
const (
	decoderOverhead = 256 << 10
	encoderOverhead = 3 << 20
)

// decodeCost bounds the bytes that normalising one image allocates, from
// its header alone: what the decoder allocates, and the copies made to
// scale, turn upright, flatten and encode it.
func decodeCost(format string, cfg image.Config, data []byte) int64 {
	pixels := int64(cfg.Width) * int64(cfg.Height)
	if pixels > maxPricedPixels {
		return math.MaxInt64
	}
	return decoderBytes(format, cfg, data) + workingBytes(cfg.Width, cfg.Height) + encoderOverhead
}

// decoderBytes bounds what the format's decoder allocates for this file.
// The header's colour model is not enough: Go's decoders turn some models
// into wider ones (see each format's pricing), and keep scratch space.
func decoderBytes(format string, cfg image.Config, data []byte) int64 {
	w, h := int64(cfg.Width), int64(cfg.Height)
	var pixels int64
	switch format {
	case "png":
		pixels = pngDecoderBytes(w, h, data)
	case "jpeg":
		pixels = jpegDecoderBytes(cfg, data)
	case "gif":
		// gif.Decode reads the first frame only (no larger than the
		// screen), and an interlaced one again into a reordered copy.
		pixels = 2 * w * h
	case "webp":
		pixels = webpDecoderBytes(w, h, data)
	}
	return pixels + decoderOverhead
}

// workingBytes bounds the RGBA copies normalisation makes after decoding:
// the cheap first scaling pass of very large images and the smooth pass's
// scratch, then at most four at the final size: scaled, turned upright,
// flattened on white, and the encoder's output (no larger than the raw
// pixels plus slack).
func workingBytes(w, h int) int64 {
	if max(w, h) <= maxImageSide {
		return 4 * rgbaBytes(image.Pt(w, h))
	}
	var total int64
	smoothed := image.Pt(w, h)
	if needsFirstPass(w, h, maxImageSide) {
		smoothed = fitWithin(w, h, 2*maxImageSide)
		total += rgbaBytes(smoothed)
	}
	final := fitWithin(w, h, maxImageSide)
	return total + resizeScratchBytes(smoothed, final) + 4*rgbaBytes(final)
}

// copiesCost bounds the smaller copies, made one after another from the
// final (opaque, when it becomes a JPEG) picture into one buffer the size
// of the largest: that buffer, and each copy's scratch and encoded bytes.
func copiesCost(cfg image.Config, sides []int) int64 {
	final := image.Pt(cfg.Width, cfg.Height)
	if max(cfg.Width, cfg.Height) > maxImageSide {
		final = fitWithin(cfg.Width, cfg.Height, maxImageSide)
	}
	var buffer, encoded int64
	for _, side := range smallerSides(final, sides) {
		copied := fitWithin(final.X, final.Y, side)
		size := rgbaBytes(copied)
		buffer, encoded = max(buffer, size), encoded+size+resizeScratchBytes(final, copied)
	}
	return buffer + encoded
}

func rgbaBytes(size image.Point) int64 { return 4 * int64(size.X) * int64(size.Y) }
