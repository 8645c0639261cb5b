package imaging

import (
	"image"

	"golang.org/x/image/draw"
	"golang.org/x/image/math/f64"
)

// scaleToFit shrinks img so its longest side is at most maxSide.
func scaleToFit(img image.Image, maxSide int) image.Image {
	b := img.Bounds()
	if b.Dx() <= maxSide && b.Dy() <= maxSide {
		return img
	}
	if needsFirstPass(b.Dx(), b.Dy(), maxSide) {
		// CatmullRom's cost grows with the source size; a cheap first pass
		// keeps very large photos from tying up a core for seconds.
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

// smoothResize filters with Catmull-Rom through Transform rather than
// Scale: Scale's two passes keep a float64 RGBA buffer of the target width
// by the source height (over 100 MB for one photo), Transform needs none.
func smoothResize(img image.Image, size image.Point) image.Image {
	return smoothResizeInto(image.NewRGBA(image.Rectangle{Max: size}), img)
}

// smoothResizeInto scales img to fill dst, whose pixels it overwrites.
func smoothResizeInto(dst *image.RGBA, img image.Image) *image.RGBA {
	b := img.Bounds()
	size := dst.Rect.Size()
	sx, sy := float64(size.X)/float64(b.Dx()), float64(size.Y)/float64(b.Dy())
	toDst := f64.Aff3{sx, 0, -float64(b.Min.X) * sx, 0, sy, -float64(b.Min.Y) * sy}
	draw.CatmullRom.Transform(dst, toDst, img, b, draw.Src, nil)
	return dst
}
