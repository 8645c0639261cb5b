package imaging

import (
	"bytes"
	"context"
	"image"
	"image/color/palette"
	"image/gif"
	"runtime"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/palletshop/pallet/app"
)

// decodeBombs are small files for every format and colour model that
// decode to much more than their header's colour model suggests.
func decodeBombs(t testing.TB) map[string][]byte {
	return map[string][]byte{
		"8-bit grey PNG with tRNS":          pngBomb(t, pngBombSpec{w: 3000, h: 1000, depth: 8, colourType: pngGray, transparent: true}),
		"1-bit grey PNG with tRNS":          pngBomb(t, pngBombSpec{w: 3000, h: 1000, depth: 1, colourType: pngGray, transparent: true}),
		"16-bit grey PNG with tRNS":         pngBomb(t, pngBombSpec{w: 2000, h: 1000, depth: 16, colourType: pngGray, transparent: true}),
		"paletted PNG with tRNS":            pngBomb(t, pngBombSpec{w: 3000, h: 1000, depth: 8, colourType: pngPaletted, transparent: true}),
		"interlaced grey PNG with tRNS":     pngBomb(t, pngBombSpec{w: 2000, h: 1000, depth: 8, colourType: pngGray, transparent: true, interlaced: true}),
		"interlaced 16-bit RGBA PNG":        pngBomb(t, pngBombSpec{w: 1000, h: 1000, depth: 16, colourType: pngRGBA, interlaced: true}),
		"16-bit RGB PNG with tRNS":          pngBomb(t, pngBombSpec{w: 1000, h: 1000, depth: 16, colourType: pngRGB, transparent: true}),
		"CMYK JPEG":                         jpegBomb(t, jpegBombSpec{w: 2001, h: 1001, ids: "CMYK", sampling: []byte{0x11, 0x11, 0x11, 0x11}, adobe: 0}),
		"YCCK JPEG, 2×2 sampled":            jpegBomb(t, jpegBombSpec{w: 2001, h: 1001, ids: "\x01\x02\x03\x04", sampling: []byte{0x22, 0x11, 0x11, 0x22}, adobe: 2}),
		"progressive CMYK JPEG":             jpegBomb(t, jpegBombSpec{w: 1001, h: 1001, ids: "CMYK", sampling: []byte{0x11, 0x11, 0x11, 0x11}, adobe: 0, progressive: true}),
		"RGB JPEG":                          jpegBomb(t, jpegBombSpec{w: 2000, h: 1000, ids: "RGB", sampling: []byte{0x11, 0x11, 0x11}, adobe: -1}),
		"RGB JPEG by its Adobe transform":   jpegBomb(t, jpegBombSpec{w: 2000, h: 1000, ids: "\x01\x02\x03", sampling: []byte{0x11, 0x11, 0x11}, adobe: 0}),
		"progressive grey JPEG":             jpegBomb(t, jpegBombSpec{w: 2001, h: 1001, ids: "\x01", sampling: []byte{0x11}, adobe: -1, progressive: true}),
		"progressive 4:2:0 JPEG":            jpegBomb(t, jpegBombSpec{w: 2001, h: 1001, ids: "\x01\x02\x03", sampling: []byte{0x22, 0x11, 0x11}, adobe: -1, progressive: true}),
		"interlaced GIF":                    interlacedGIF(t, blankGIF(t, 2000, 1000)),
		"animated GIF":                      animatedGIF(t, 1000, 1000, 5),
		"lossless WebP":                     losslessWebPBomb(2000, 1000, 0, false, false),
		"lossless WebP with a colour table": losslessWebPBomb(2000, 1000, 16, false, false),
		"lossless WebP, extended, opaque":   losslessWebPBomb(2000, 1000, 16, true, false),
		"lossless WebP, extended, alpha":    losslessWebPBomb(2000, 1000, 16, true, true),
		"lossy WebP":                        riffWebP(lossyFrameClaiming(t, 2001, 1001)),
		"lossy WebP with lossless alpha":    lossyWebPWithAlphaBomb(t, 2000, 1000, 16),
	}
}

// blankGIF is a w×h GIF of one colour. It starts paletted: gif.Encode would
// otherwise dither an RGBA picture into the palette, seconds a megapixel.
func blankGIF(t testing.TB, w, h int) []byte {
	return encodeGIF(t, image.NewPaletted(image.Rect(0, 0, w, h), palette.Plan9))
}

func animatedGIF(t testing.TB, w, h, frames int) []byte {
	all := &gif.GIF{}
	for range frames {
		all.Image = append(all.Image, image.NewPaletted(image.Rect(0, 0, w, h), palette.Plan9))
		all.Delay = append(all.Delay, 10)
	}
	var buf bytes.Buffer
	require.NoError(t, gif.EncodeAll(&buf, all))
	return buf.Bytes()
}

// TestEachDecoderAllocatesNoMoreThanItsPrice decodes each bomb and holds
// what the decoder allocated (whether or not it then failed for want of
// data) to the decoder's share of the price, read from the header.
func TestEachDecoderAllocatesNoMoreThanItsPrice(t *testing.T) {
	if raceDetector {
		t.Skip("the race detector's own allocations would be counted; make test runs this without -race")
	}
	for name, data := range decodeBombs(t) {
		img, err := inspectImage(data)
		require.NoError(t, err, name)
		price := decoderBytes(img.format, img.config, data)
		var before, after runtime.MemStats
		runtime.GC()
		runtime.ReadMemStats(&before)
		_, err = safeDecode(img.codec, data)
		runtime.ReadMemStats(&after)
		allocated := int64(after.TotalAlloc - before.TotalAlloc)
		assert.LessOrEqual(t, allocated, price, "%s (decode error: %v): allocated %.1f MiB, priced %.1f MiB",
			name, err, float64(allocated)/(1<<20), float64(price)/(1<<20))
	}
}

// TestATwelveMegapixelPhotoStillUploads: the pricing must not refuse the
// pictures the shop exists for, as a JPEG or as a PNG.
func TestATwelveMegapixelPhotoStillUploads(t *testing.T) {
	photo := testPicture(4000, 3000)
	for name, data := range map[string][]byte{
		"JPEG": encodeJPEG(t, photo),
		"PNG":  pngBomb(t, pngBombSpec{w: 4000, h: 3000, depth: 8, colourType: pngRGB}),
	} {
		cost, err := New().Cost(data, shopCopySides)
		require.NoError(t, err, name)
		assert.LessOrEqual(t, cost, int64(app.DefaultDecodeBudgetBytes), name)
		if raceDetector {
			continue // the price is what decides; decoding 12 megapixels under -race only takes long
		}
		out, err := normalizeWithDefaultBudget(data)
		require.NoError(t, err, name)
		assert.Equal(t, [2]int{1600, 1200}, [2]int{out.Width, out.Height}, name)
	}
}

// heapCeiling is what eight bombs at once may take of the heap: the
// default budget, with the collector's headroom, well under the 300 MB
// the process must stay below.
const heapCeiling = 200 << 20

// TestEightBombsAtOnceAllocatesUnderTheCeiling sends eight different
// bombs through the shop's normaliser together (the decodes that fit the
// budget wait for each other; the rest are refused) and samples the heap
// while they run.
func TestEightBombsAtOnceAllocatesUnderTheCeiling(t *testing.T) {
	if raceDetector {
		t.Skip("the race detector's own allocations would be counted; make test runs this without -race")
	}
	bombs := [][]byte{
		pngBomb(t, pngBombSpec{w: 60000, h: 1600, depth: 8, colourType: pngGray, transparent: true}), // the reviewed one
		pngBomb(t, pngBombSpec{w: 4000, h: 3000, depth: 8, colourType: pngGray, transparent: true}),
		pngBomb(t, pngBombSpec{w: 3000, h: 2000, depth: 16, colourType: pngGray, transparent: true, interlaced: true}),
		jpegBomb(t, jpegBombSpec{w: 3000, h: 2500, ids: "CMYK", sampling: []byte{0x11, 0x11, 0x11, 0x11}, adobe: 0}),
		jpegBomb(t, jpegBombSpec{w: 4000, h: 2000, ids: "RGB", sampling: []byte{0x11, 0x11, 0x11}, adobe: -1}),
		interlacedGIF(t, blankGIF(t, 4000, 3000)),
		losslessWebPBomb(3000, 2500, 16, true, false),
		lossyWebPWithAlphaBomb(t, 3000, 2500, 16),
	}
	shop := app.NewImageNormalizer(New(), app.DefaultDecodeBudgetBytes) // one budget, shared as in the shop
	runtime.GC()
	peak := sampleHeapPeak(func() {
		var wg sync.WaitGroup
		for _, data := range bombs {
			wg.Add(1)
			go func() {
				defer wg.Done()
				_, _ = shop.Normalize(context.Background(), data) // refused, failed or done: only the memory counts
			}()
		}
		wg.Wait()
	})
	t.Logf("peak heap in use: %d MiB", peak>>20)
	assert.Less(t, peak, uint64(heapCeiling))
}

// sampleHeapPeak runs work and returns the most heap it saw in use.
func sampleHeapPeak(work func()) uint64 {
	done := make(chan struct{})
	peaks := make(chan uint64)
	go func() {
		var peak uint64
		var m runtime.MemStats
		for {
			runtime.ReadMemStats(&m)
			peak = max(peak, m.HeapInuse)
			select {
			case <-done:
				peaks <- peak
				return
			case <-time.After(2 * time.Millisecond):
			}
		}
	}()
	work()
	close(done)
	return <-peaks
}
