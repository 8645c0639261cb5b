package imaging

import (
	"bytes"
	"image"
	"image/color"
)

// jpegFrame is what a JPEG's frame header (SOF) says: the size, whether it
// is progressive, and each component's id and sampling (H<<4 | V).
type jpegFrame struct {
	width, height int
	progressive   bool
	ids, sampling []byte
}

// jpegDecoderBytes bounds what image/jpeg allocates: the sample planes at
// their sampling, padded to whole MCUs; for a progressive file an int32
// for every sample's DCT coefficient, kept until the last scan; and for
// colour it returns as RGBA or CMYK (four components, or RGB three) a
// 4-byte-a-pixel copy converted from the planes.
func jpegDecoderBytes(cfg image.Config, data []byte) int64 {
	frame, ok := readJPEGFrame(data)
	if !ok || frame.width != cfg.Width || frame.height != cfg.Height || len(frame.ids) != jpegComponents(cfg.ColorModel) {
		frame = widestJPEGFrame(cfg)
	}
	samples := frame.samples()
	total := samples
	if frame.progressive {
		total += 4 * samples
	}
	if frame.convertsToRGBA(data) {
		total += 4 * int64(cfg.Width) * int64(cfg.Height)
	}
	return total
}

// readJPEGFrame reads the first frame header, the one the decoder uses.
func readJPEGFrame(data []byte) (frame jpegFrame, ok bool) {
	jpegHeaderSegments(data, func(marker byte, seg []byte) bool {
		switch marker {
		case 0xC0, 0xC1, 0xC2: // baseline, extended, progressive: what image/jpeg decodes
			frame, ok = parseJPEGFrame(seg, marker == 0xC2)
			return false
		}
		return true
	})
	return frame, ok
}

// parseJPEGFrame reads a SOF segment: precision, height, width, then three
// bytes per component: id, sampling, quantisation table.
func parseJPEGFrame(seg []byte, progressive bool) (jpegFrame, bool) {
	if len(seg) < 6 {
		return jpegFrame{}, false
	}
	n := int(seg[5])
	if n < 1 || n > 4 || len(seg) < 6+3*n {
		return jpegFrame{}, false
	}
	frame := jpegFrame{height: int(seg[1])<<8 | int(seg[2]), width: int(seg[3])<<8 | int(seg[4]), progressive: progressive}
	for c := range n {
		hv := seg[7+3*c]
		if hv>>4 == 0 || hv&0x0F == 0 {
			return jpegFrame{}, false
		}
		frame.ids, frame.sampling = append(frame.ids, seg[6+3*c]), append(frame.sampling, hv)
	}
	return frame, true
}

// widestJPEGFrame stands in for a frame header that can't be read: four
// components at full resolution in the largest MCUs (32×32), progressive.
func widestJPEGFrame(cfg image.Config) jpegFrame {
	return jpegFrame{width: cfg.Width, height: cfg.Height, progressive: true,
		ids: []byte{1, 2, 3, 4}, sampling: []byte{0x44, 0x44, 0x44, 0x44}}
}

func jpegComponents(m color.Model) int {
	switch m {
	case color.GrayModel:
		return 1
	case color.CMYKModel:
		return 4
	}
	return 3
}

// samples counts the samples the planes hold: each component its sampling
// share of the pixels, padded to whole MCUs as the decoder allocates them.
// A lone component is read in 8×8 blocks whatever its sampling says. A
// 4:2:0 colour photo is 1.5 samples a pixel, not 3.
func (f jpegFrame) samples() int64 {
	width, height := int64(f.width), int64(f.height)
	if len(f.ids) == 1 {
		return ((width + 7) / 8) * ((height + 7) / 8) * 64
	}
	var hMax, vMax, blocks int64 = 1, 1, 0
	for _, hv := range f.sampling {
		h, v := int64(hv>>4), int64(hv&0x0F)
		hMax, vMax, blocks = max(hMax, h), max(vMax, v), blocks+h*v
	}
	mcusWide, mcusHigh := (width+8*hMax-1)/(8*hMax), (height+8*vMax-1)/(8*vMax)
	return mcusWide * mcusHigh * blocks * 64
}

// convertsToRGBA tells whether the decoder copies the planes into a
// 4-byte-a-pixel image: always for four components (CMYK, or YCbCrK as
// RGBA), and for three when they are RGB rather than YCbCr, which it
// decides by the components' ids or by an Adobe APP14 segment anywhere in
// the file (the decoder reads them between scans too).
func (f jpegFrame) convertsToRGBA(data []byte) bool {
	switch len(f.ids) {
	case 4:
		return true
	case 3:
		return string(f.ids) == "RGB" || hasAdobeRGBTransform(data)
	}
	return false
}

// hasAdobeRGBTransform looks for an APP14 "Adobe" segment whose colour
// transform is 0 (RGB or CMYK, not YCbCr) anywhere in data.
func hasAdobeRGBTransform(data []byte) bool {
	const transformAt = 4 + 11 // marker and length, then "Adobe", version, two flags
	for i := 0; ; i++ {
		next := bytes.Index(data[i:], []byte("\xFF\xEE"))
		if next < 0 {
			return false
		}
		i += next
		if i+transformAt < len(data) && string(data[i+4:i+9]) == "Adobe" && data[i+transformAt] == 0 {
			return true
		}
	}
}
