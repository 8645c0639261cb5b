package imaging

import (
	"image"
	"math"

	"golang.org/x/image/draw"
)

// filterTaps says, along one axis, which source pixels each target pixel
// reads and how much each weighs: n pixels from first[d], with weights
// n at a time (zero where the window runs past the picture's edge).
type filterTaps struct {
	first   []int
	n       int
	weights []float32
}

// tapsPerPixel is how many source pixels a target pixel reads when srcLen
// pixels shrink to dstLen: Catmull-Rom's window, widened by the scale.
func tapsPerPixel(srcLen, dstLen int) int {
	return min(int(math.Ceil(2*filterRadius(srcLen, dstLen)))+1, srcLen)
}

func filterRadius(srcLen, dstLen int) float64 {
	return draw.CatmullRom.Support * max(float64(srcLen)/float64(dstLen), 1)
}

func newFilterTaps(srcLen, dstLen int) filterTaps {
	n := tapsPerPixel(srcLen, dstLen)
	taps := filterTaps{first: make([]int, dstLen), n: n, weights: make([]float32, dstLen*n)}
	ratio := float64(srcLen) / float64(dstLen)
	radius := filterRadius(srcLen, dstLen)
	scale := radius / draw.CatmullRom.Support
	for d := range dstLen {
		centre := (float64(d)+0.5)*ratio - 0.5
		lo := max(int(math.Ceil(centre-radius)), 0)
		hi := min(int(math.Floor(centre+radius)), srcLen-1)
		taps.first[d] = max(min(lo, srcLen-n), 0)
		weights := taps.weightsOf(d)
		var total float64
		for i := lo; i <= hi; i++ {
			w := draw.CatmullRom.At(math.Abs(float64(i)-centre) / scale)
			weights[i-taps.first[d]] = float32(w)
			total += w
		}
		for k := range weights {
			weights[k] = float32(float64(weights[k]) / total)
		}
	}
	return taps
}

func (t filterTaps) weightsOf(d int) []float32 { return t.weights[d*t.n : (d+1)*t.n] }

// filter writes into out (four floats a target pixel) the RGBA row in
// (four bytes a source pixel) filtered along this axis.
func (t filterTaps) filter(out []float32, in []uint8) {
	for d, first := range t.first {
		var r, g, b, a float32
		px := in[4*first : 4*(first+t.n)]
		for k, w := range t.weightsOf(d) {
			p := px[4*k : 4*k+4 : 4*k+4]
			r += w * float32(p[0])
			g += w * float32(p[1])
			b += w * float32(p[2])
			a += w * float32(p[3])
		}
		o := out[4*d : 4*d+4 : 4*d+4]
		o[0], o[1], o[2], o[3] = r, g, b, a
	}
}

// resizeScratchBytes bounds what smoothResizeInto allocates beside its
// target when src shrinks to dst: the taps of both axes, one source row,
// the ring of filtered rows and the row they are summed into.
func resizeScratchBytes(src, dst image.Point) int64 {
	across, down := int64(tapsPerPixel(src.X, dst.X)), int64(tapsPerPixel(src.Y, dst.Y))
	w, h := int64(dst.X), int64(dst.Y)
	taps := (8+4*across)*w + (8+4*down)*h
	rows := 4*int64(src.X) + 16*w*(down+1)
	return taps + rows + scratchRounding
}

// scratchRounding: Go rounds each allocation up to its size class (at most
// an eighth more, below 32 KB) or to whole 8 KB pages, and a resize makes
// fewer than eight.
const scratchRounding = 8 * 8 << 10
