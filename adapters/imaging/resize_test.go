package imaging

import (
	"image"
	"image/color"
	"runtime"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/image/draw"
)

// scalingSources are pictures of the kinds the decoders return, with sharp
// edges (where Catmull-Rom overshoots) and see-through pixels.
func scalingSources() map[string]image.Image {
	rgba := testPicture(997, 601)
	for y := 200; y < 260; y++ {
		for x := range 997 {
			rgba.SetRGBA(x, y, color.RGBA{255, 255, 255, 255}) // a hard white band
		}
	}
	nrgba := image.NewNRGBA(image.Rect(0, 0, 640, 480))
	for i := 0; i < len(nrgba.Pix); i += 4 {
		copy(nrgba.Pix[i:], []byte{uint8(i / 7), 200, uint8(i / 13), uint8(i / 4 % 256)})
	}
	ycbcr := image.NewYCbCr(image.Rect(0, 0, 800, 600), image.YCbCrSubsampleRatio420)
	for i := range ycbcr.Y {
		ycbcr.Y[i] = uint8(i % 251)
	}
	offset := testPicture(500, 500).SubImage(image.Rect(37, 11, 480, 333))
	return map[string]image.Image{"RGBA": rgba, "NRGBA, see-through": nrgba, "YCbCr 4:2:0": ycbcr, "offset bounds": offset}
}

// TestSmoothResizeMatchesCatmullRomScale holds the streaming filter to
// x/image/draw's own Catmull-Rom scaler: the same picture, to within the
// rounding of float32 against float64.
func TestSmoothResizeMatchesCatmullRomScale(t *testing.T) {
	for name, src := range scalingSources() {
		b := src.Bounds()
		for _, size := range []image.Point{{b.Dx() / 2, b.Dy() / 3}, {b.Dx() - 1, b.Dy()}, {7, 5}, {1, 1}, {b.Dx(), 1}} {
			want := image.NewRGBA(image.Rectangle{Max: size})
			draw.CatmullRom.Scale(want, want.Rect, src, b, draw.Src, nil)
			got := smoothResizeInto(image.NewRGBA(image.Rectangle{Max: size}), src)
			require.Equal(t, want.Rect, got.Rect)
			worst := 0
			for i := range want.Pix {
				worst = max(worst, absDiff(want.Pix[i], got.Pix[i]))
			}
			assert.LessOrEqual(t, worst, 1, "%s to %v: a channel differs by %d", name, size, worst)
		}
	}
}

func absDiff(a, b uint8) int {
	if a > b {
		return int(a - b)
	}
	return int(b - a)
}

func TestSmoothResizeOfAnEmptyPictureIsTransparent(t *testing.T) {
	dst := image.NewRGBA(image.Rect(0, 0, 4, 3))
	copy(dst.Pix, []byte{1, 2, 3, 4}) // a reused buffer's old pixels
	assert.Equal(t, make([]uint8, len(dst.Pix)), smoothResizeInto(dst, image.NewRGBA(image.Rect(5, 5, 5, 9))).Pix)
}

// TestSmoothResizeAllocatesNoMoreThanItsScratch: the price of a resize is
// what it allocates, whichever way the picture is shaped.
func TestSmoothResizeAllocatesNoMoreThanItsScratch(t *testing.T) {
	if raceDetector {
		t.Skip("the race detector's own allocations would be counted; make test runs this without -race")
	}
	for _, c := range []struct{ src, dst image.Point }{
		{image.Pt(4000, 3000), image.Pt(1600, 1200)},
		{image.Pt(3200, 3200), image.Pt(1600, 1600)},
		{image.Pt(1600, 1200), image.Pt(320, 240)},
		{image.Pt(6000, 40), image.Pt(1600, 11)},
		{image.Pt(40, 6000), image.Pt(11, 1600)},
	} {
		src := image.NewRGBA(image.Rectangle{Max: c.src})
		dst := image.NewRGBA(image.Rectangle{Max: c.dst})
		var before, after runtime.MemStats
		runtime.GC()
		runtime.ReadMemStats(&before)
		smoothResizeInto(dst, src)
		runtime.ReadMemStats(&after)
		allocated := int64(after.TotalAlloc - before.TotalAlloc)
		scratch := resizeScratchBytes(c.src, c.dst)
		assert.LessOrEqual(t, allocated, scratch, "%v to %v", c.src, c.dst)
		assert.Greater(t, allocated, scratch/2, "%v to %v: priced far above what it takes", c.src, c.dst)
	}
}

// BenchmarkProcessTwelveMegapixelPhoto: a phone's 4000×3000 JPEG, scaled
// to 1600×1200 with the storefront's smaller copies, as an upload is.
func BenchmarkProcessTwelveMegapixelPhoto(b *testing.B) {
	photo := encodeJPEG(b, testPicture(4000, 3000))
	b.ReportAllocs()
	for b.Loop() {
		_, err := New().Process(photo, shopCopySides)
		require.NoError(b, err)
	}
}
