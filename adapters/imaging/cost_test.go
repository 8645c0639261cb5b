package imaging

import (
	"bytes"
	"encoding/binary"
	"hash/crc32"
	"image"
	"image/color"
	"image/png"
	"runtime"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/palletshop/pallet/app"
)

func TestBytesPerPixelFollowsTheColourModel(t *testing.T) {
	custom := color.ModelFunc(func(c color.Color) color.Color { return c })
	for name, tc := range map[string]struct {
		model color.Model
		want  int64
	}{
		"RGBA64":    {color.RGBA64Model, 8},
		"NRGBA64":   {color.NRGBA64Model, 8},
		"RGBA":      {color.RGBAModel, 4},
		"NRGBA":     {color.NRGBAModel, 4},
		"NYCbCrA":   {color.NYCbCrAModel, 4},
		"YCbCr":     {color.YCbCrModel, 3},
		"Gray16":    {color.Gray16Model, 2},
		"Alpha16":   {color.Alpha16Model, 2},
		"Gray":      {color.GrayModel, 1},
		"Alpha":     {color.AlphaModel, 1},
		"Paletted":  {color.Palette{color.Black, color.White}, 1},
		"CMYK JPEG": {color.CMYKModel, 8},
		"unknown":   {custom, 8},
	} {
		assert.Equal(t, tc.want, bytesPerPixel(tc.model), name)
	}
}

func encodePNGWith(t *testing.T, img image.Image) []byte {
	t.Helper()
	var buf bytes.Buffer
	require.NoError(t, (&png.Encoder{CompressionLevel: png.BestSpeed}).Encode(&buf, img))
	return buf.Bytes()
}

// withPNGInterlace sets the IHDR interlace byte and fixes the chunk's checksum.
func withPNGInterlace(data []byte) []byte {
	out := append([]byte{}, data...)
	out[28] = 1
	binary.BigEndian.PutUint32(out[29:], crc32.ChecksumIEEE(out[12:29]))
	return out
}

// asProgressiveJPEG relabels the baseline frame header as progressive; only
// the header is read when pricing.
func asProgressiveJPEG(data []byte) []byte {
	out := append([]byte{}, data...)
	i := bytes.Index(out, []byte{0xFF, 0xC0})
	out[i+1] = 0xC2
	return out
}

func TestDecodeCostReadsTheHeader(t *testing.T) {
	const side = 100
	working := workingBytes(side, side)
	require.Equal(t, int64(4*side*side*4), working, "four RGBA copies at the final size")
	rgba64 := encodePNGWith(t, image.NewNRGBA64(image.Rect(0, 0, side, side)))
	jpg := encodeJPEG(t, testPicture(side, side))
	// Go writes 4:2:0: 16×16-pixel MCUs (7×7 of them cover 100×100), each
	// of four luma and two chroma blocks of 64 samples.
	const jpeg420Samples = 7 * 7 * 6 * 64
	for name, tc := range map[string]struct {
		data []byte
		want int64
	}{
		"16-bit PNG":            {rgba64, side*side*8 + working},
		"interlaced 16-bit PNG": {withPNGInterlace(rgba64), 2*side*side*8 + working},
		"8-bit gray PNG":        {encodePNGWith(t, image.NewGray(image.Rect(0, 0, side, side))), side*side + working},
		"GIF":                   {encodeGIF(t, testPicture(side, side)), side*side + working},
		"baseline JPEG":         {jpg, jpeg420Samples + working},
		"progressive JPEG":      {asProgressiveJPEG(jpg), jpeg420Samples*(1+4) + working},
		"lossless WebP":         {decodeBase64(t, losslessWebP), 1*(4+4) + workingBytes(1, 1)},
	} {
		img, err := inspectImage(tc.data)
		require.NoError(t, err, name)
		assert.Equal(t, tc.want, decodeCost(img.format, img.config, tc.data), name)
	}
}

func TestWorkingBytesCountsTheScalingPasses(t *testing.T) {
	firstPass := int64(3200 * 3200 * 4)
	final := int64(1600 * 1600 * 4)
	assert.Equal(t, firstPass+4*final, workingBytes(5000, 5000))
	assert.Equal(t, 4*int64(1600*800*4), workingBytes(3000, 1500), "one pass below twice the final side")
}

func TestDefaultBudgetTakesAPhonePhotoButNotTheReviewedBomb(t *testing.T) {
	photo := image.Config{ColorModel: color.YCbCrModel, Width: 4000, Height: 3000} // 12 megapixels
	assert.LessOrEqual(t, decodeCost("jpeg", photo, nil)+copiesCost(photo, shopCopySides), int64(app.DefaultDecodeBudgetBytes))
	// The frame header of a 6000×4000 colour photo: luma sampled 2×2, chroma 1×1 (4:2:0).
	sof := []byte{8, 4000 >> 8, 4000 & 0xFF, 6000 >> 8, 6000 & 0xFF, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1}
	big := append([]byte{0xFF, 0xD8, 0xFF, 0xC0, 0, byte(len(sof) + 2)}, append(sof, 0xFF, 0xDA)...)
	samples, ok := jpegSamples("jpeg", big)
	require.True(t, ok)
	assert.Equal(t, int64(6000*4000*3/2), samples, "a 24-megapixel 4:2:0 photo decodes to 1.5 bytes a pixel")
	for _, phone := range []image.Config{
		{ColorModel: color.YCbCrModel, Width: 6000, Height: 4000},
		{ColorModel: color.YCbCrModel, Width: 4000, Height: 6000}, // held upright
	} {
		cost := decodeCost("jpeg", phone, big) + copiesCost(phone, shopCopySides)
		assert.LessOrEqual(t, cost, int64(app.DefaultDecodeBudgetBytes), "a 24-megapixel phone photo fits, copies and all")
	}

	bomb := image.Config{ColorModel: color.NRGBA64Model, Width: 5000, Height: 5000} // 16-bit RGBA, ~200 MB decoded
	assert.Greater(t, decodeCost("png", bomb, nil), int64(app.DefaultDecodeBudgetBytes))
}

// TestDecodeCostCoversWhatNormalisingAllocates holds the price to the
// truth: everything one normalisation allocates (garbage included, since
// it stays in memory until the collector runs) must fit in its cost.
func TestDecodeCostCoversWhatNormalisingAllocates(t *testing.T) {
	if raceDetector {
		t.Skip("the race detector's own allocations would be counted; make test runs this without -race")
	}
	for name, data := range map[string][]byte{
		"16-bit PNG, one scaling pass":     encodePNGWith(t, image.NewNRGBA64(image.Rect(0, 0, 2400, 1600))),
		"JPEG, two scaling passes, turned": jpegWithExif(t, testPicture(3400, 1000), 6),
		"JPEG, not scaled, turned":         jpegWithExif(t, testPicture(1200, 900), 8),
		"PNG with alpha, not scaled":       encodePNG(t, testPicture(1000, 700)),
		"GIF":                              encodeGIF(t, testPicture(900, 900)),
		"baseline JPEG":                    encodeJPEG(t, testPicture(2000, 2000)),
	} {
		cost, err := New().Cost(data, shopCopySides)
		require.NoError(t, err, name)
		var before, after runtime.MemStats
		runtime.GC()
		runtime.ReadMemStats(&before)
		_, err = New().Process(data, shopCopySides)
		runtime.ReadMemStats(&after)
		require.NoError(t, err, name)
		allocated := int64(after.TotalAlloc - before.TotalAlloc)
		assert.LessOrEqual(t, allocated, cost, "%s: allocated %d MiB, priced %d MiB", name, allocated>>20, cost>>20)
	}
}
