package imaging

import (
	"image"

	"golang.org/x/image/draw"
)

// scaleToFit shrinks img so its longest side is at most maxSide.
func scaleToFit(img image.Image, maxSide int) image.Image {
	b := img.Bounds()
	if b.Dx() <= maxSide && b.Dy() <= maxSide {
		return img
	}
	if needsFirstPass(b.Dx(), b.Dy(), maxSide) {
		// Catmull-Rom reads every source pixel through a window as wide as
		// the scale; a cheap first pass keeps very large photos from tying
		// up a core for seconds.
		img = approxResize(img, fitWithin(b.Dx(), b.Dy(), 2*maxSide))
	}
	return smoothResize(img, fitWithin(b.Dx(), b.Dy(), maxSide))
}

// needsFirstPass tells whether a w×h picture is first scaled roughly to
// twice maxSide. Only well above that: just above it, the first pass would
// be a second copy almost as large as the decoded picture (a 12-megapixel
// photo would no longer fit the default budget) for little time saved.
func needsFirstPass(w, h, maxSide int) bool {
	return max(w, h) > 3*maxSide
}

// fitWithin keeps the aspect ratio of w×h with its longest side set to side.
func fitWithin(w, h, side int) image.Point {
	if w >= h {
		return image.Pt(side, max(1, (h*side+w/2)/w))
	}
	return image.Pt(max(1, (w*side+h/2)/h), side)
}

func approxResize(img image.Image, size image.Point) image.Image {
	dst := image.NewRGBA(image.Rectangle{Max: size})
	draw.ApproxBiLinear.Scale(dst, dst.Bounds(), img, img.Bounds(), draw.Src, nil)
	return dst
}

func smoothResize(img image.Image, size image.Point) image.Image {
	return smoothResizeInto(image.NewRGBA(image.Rectangle{Max: size}), img)
}

// smoothResizeInto scales img down to fill dst, whose pixels it overwrites,
// with a Catmull-Rom filter. It filters one direction at a time, as
// draw.CatmullRom.Scale does, but a few rows at a time: Scale keeps a
// float64 copy of the target width by the whole source height (over 100 MB
// for one photo), and Transform, which keeps none, weighs every source
// pixel under a target pixel in both directions at once, several times the
// work. Here each source row is filtered across once, into a ring of as
// many rows as a target row reads (resizeScratchBytes prices it).
func smoothResizeInto(dst *image.RGBA, img image.Image) *image.RGBA {
	b := img.Bounds()
	if b.Empty() { // nothing to read: a ring of no rows could not be indexed
		clear(dst.Pix)
		return dst
	}
	size := dst.Rect.Size()
	across, down := newFilterTaps(b.Dx(), size.X), newFilterTaps(b.Dy(), size.Y)
	source := image.NewRGBA(image.Rect(0, 0, b.Dx(), 1))
	rowLen := 4 * size.X
	ring := make([]float32, down.n*rowLen)
	row := func(i int) []float32 { return ring[i%down.n*rowLen : (i%down.n+1)*rowLen] }
	sum := make([]float32, rowLen)
	next := 0 // the next source row to filter across
	for y := range size.Y {
		for last := down.first[y] + down.n - 1; next <= last; next++ {
			draw.Draw(source, source.Rect, img, image.Pt(b.Min.X, b.Min.Y+next), draw.Src)
			across.filter(row(next), source.Pix)
		}
		clear(sum)
		for k, weight := range down.weightsOf(y) {
			for i, v := range row(down.first[y] + k) {
				sum[i] += weight * v
			}
		}
		storePremultiplied(dst.Pix[y*dst.Stride:y*dst.Stride+rowLen], sum)
	}
	return dst
}

// storePremultiplied rounds filtered RGBA into out. Catmull-Rom overshoots
// at sharp edges, so each value is clamped to 0–255 and each colour to the
// alpha it is premultiplied by.
func storePremultiplied(out []uint8, rgba []float32) {
	for i := 0; i < len(rgba); i += 4 {
		a := toByte(rgba[i+3], 255)
		out[i+3] = a
		out[i] = toByte(rgba[i], a)
		out[i+1] = toByte(rgba[i+1], a)
		out[i+2] = toByte(rgba[i+2], a)
	}
}

func toByte(v float32, ceiling uint8) uint8 {
	switch {
	case v <= 0:
		return 0
	case v >= float32(ceiling):
		return ceiling
	}
	return uint8(v + 0.5)
}
