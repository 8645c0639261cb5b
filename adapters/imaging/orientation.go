package imaging

import (
	"encoding/binary"
	"image"
)

// Re-encoding drops EXIF, including the orientation tag phone cameras use
// instead of rotating pixels, so the rotation is applied to the pixels here.

const exifOrientationTag = 0x0112

// jpegOrientation reads the EXIF orientation (1–8) from a JPEG's APP1
// segment; 1 (as stored) when there is none or it can't be read.
func jpegOrientation(data []byte) int {
	orientation := 1
	jpegHeaderSegments(data, func(marker byte, payload []byte) bool {
		if marker == 0xE1 {
			if o := exifOrientation(payload); o != 0 {
				orientation = o
				return false
			}
		}
		return true
	})
	return orientation
}

// jpegHeaderSegments calls visit with each segment before the image data,
// until visit returns false or the headers end or can't be read. It steps
// through the markers as image/jpeg does: bytes between segments and fill
// bytes (0xFF) before a marker are skipped, so it sees the segments the
// decoder sees.
func jpegHeaderSegments(data []byte, visit func(marker byte, payload []byte) bool) {
	for i := 2; ; {
		marker, next, ok := nextJPEGMarker(data, i)
		if !ok || marker == 0xDA || marker == 0xD9 { // start of scan or end of image: no more headers
			return
		}
		if marker == 0x00 || (marker >= 0xD0 && marker <= 0xD7) { // escaped 0xFF, restart: no segment
			i = next
			continue
		}
		if next+2 > len(data) {
			return
		}
		size := int(binary.BigEndian.Uint16(data[next:]))
		end := next + size
		if size < 2 || end > len(data) || !visit(marker, data[next+2:end]) {
			return
		}
		i = end
	}
}

// nextJPEGMarker finds the marker at or after data[i:], skipping stray
// bytes and fill bytes, and returns it with the index just after it.
func nextJPEGMarker(data []byte, i int) (marker byte, next int, ok bool) {
	for i < len(data) && data[i] != 0xFF {
		i++
	}
	for i < len(data) && data[i] == 0xFF {
		i++
	}
	if i >= len(data) {
		return 0, 0, false
	}
	return data[i], i + 1, true
}

// exifOrientation finds the orientation tag in IFD0 of an APP1 payload, or 0.
func exifOrientation(seg []byte) int {
	if len(seg) < 14 || string(seg[:6]) != "Exif\x00\x00" {
		return 0
	}
	tiff := seg[6:]
	var order binary.ByteOrder
	switch string(tiff[:2]) {
	case "II":
		order = binary.LittleEndian
	case "MM":
		order = binary.BigEndian
	default:
		return 0
	}
	ifd := int(order.Uint32(tiff[4:]))
	if ifd < 8 || ifd+2 > len(tiff) {
		return 0
	}
	count := int(order.Uint16(tiff[ifd:]))
	for n := 0; n < count; n++ {
		entry := ifd + 2 + n*12
		if entry+12 > len(tiff) {
			return 0
		}
		if order.Uint16(tiff[entry:]) == exifOrientationTag {
			if o := int(order.Uint16(tiff[entry+8:])); o >= 1 && o <= 8 {
				return o
			}
			return 0
		}
	}
	return 0
}

// applyOrientation turns pixels stored with EXIF orientation o upright.
func applyOrientation(src image.Image, o int) image.Image {
	if o < 2 || o > 8 {
		return src
	}
	b := src.Bounds()
	w, h := b.Dx(), b.Dy()
	dw, dh := w, h
	if o >= 5 { // the transposing orientations swap width and height
		dw, dh = h, w
	}
	dst := image.NewRGBA(image.Rect(0, 0, dw, dh))
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			dx, dy := orientedPoint(o, x, y, w, h)
			dst.Set(dx, dy, src.At(b.Min.X+x, b.Min.Y+y))
		}
	}
	return dst
}

// orientedPoint maps stored pixel (x, y) of a w×h image to its upright place.
func orientedPoint(o, x, y, w, h int) (int, int) {
	switch o {
	case 2: // mirrored
		return w - 1 - x, y
	case 3: // upside down
		return w - 1 - x, h - 1 - y
	case 4: // mirrored upside down
		return x, h - 1 - y
	case 5: // transposed
		return y, x
	case 6: // needs a quarter turn clockwise
		return h - 1 - y, x
	case 7: // transversed
		return h - 1 - y, w - 1 - x
	case 8: // needs a quarter turn anticlockwise
		return y, w - 1 - x
	}
	return x, y
}
