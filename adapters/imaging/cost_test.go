package imaging

import (
	"bytes"
	"encoding/binary"
	"hash/crc32"
	"image"
	"image/color"
	"image/jpeg"
	"image/png"
	"runtime"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/palletshop/pallet/app"
)

func TestPNGBytesPerPixelFollowsWhatTheDecoderBuilds(t *testing.T) {
	for name, tc := range map[string]struct {
		colourType, depth byte
		transparent       bool
		want              int64
	}{
		"8-bit grey":                {pngGray, 8, false, 1},
		"1-bit grey":                {pngGray, 1, false, 1},
		"16-bit grey":               {pngGray, 16, false, 2},
		"8-bit grey with tRNS":      {pngGray, 8, true, 4},
		"1-bit grey with tRNS":      {pngGray, 1, true, 4},
		"16-bit grey with tRNS":     {pngGray, 16, true, 8},
		"paletted":                  {pngPaletted, 8, false, 1},
		"paletted with tRNS":        {pngPaletted, 8, true, 1},
		"RGB":                       {pngRGB, 8, false, 4},
		"16-bit RGB with tRNS":      {pngRGB, 16, true, 8},
		"grey and alpha":            {pngGrayAlpha, 8, false, 4},
		"16-bit grey and alpha":     {pngGrayAlpha, 16, false, 8},
		"RGBA":                      {pngRGBA, 8, false, 4},
		"16-bit RGBA":               {pngRGBA, 16, false, 8},
		"unknown colour type, wide": {5, 16, false, 8},
	} {
		assert.Equal(t, tc.want, pngBytesPerPixel(tc.colourType, tc.depth, tc.transparent), name)
	}
}

func TestPNGTransparencyIsReadFromTheChunksBeforeTheImageData(t *testing.T) {
	plain := pngBomb(t, pngBombSpec{w: 10, h: 10, depth: 8, colourType: pngGray})
	assert.False(t, pngHasTransparency(plain))
	assert.True(t, pngHasTransparency(pngBomb(t, pngBombSpec{w: 10, h: 10, depth: 8, colourType: pngGray, transparent: true})))
	assert.True(t, pngHasTransparency(plain[:20]), "chunks that can't be walked are taken to hold one")
	// A tEXt chunk whose text says IDAT must not hide the real tRNS after it.
	var withText bytes.Buffer
	withText.Write(plain[:33]) // signature and IHDR
	writeChunk(&withText, "tEXt", []byte("Comment\x00IDAT"))
	writeChunk(&withText, "tRNS", []byte{0, 0})
	withText.Write(plain[33:])
	assert.True(t, pngHasTransparency(withText.Bytes()))
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
	working := workingBytes(side, side) + encoderOverhead + decoderOverhead
	require.Equal(t, int64(4*side*side*4), workingBytes(side, side), "four RGBA copies at the final size")
	const rows = 2 * 9 * side // two rows of up to 8 bytes a pixel and filter bytes
	rgba64 := encodePNGWith(t, image.NewNRGBA64(image.Rect(0, 0, side, side)))
	jpg := encodeJPEG(t, testPicture(side, side))
	// Go writes 4:2:0: 16×16-pixel MCUs (7×7 of them cover 100×100), each
	// of four luma and two chroma blocks of 64 samples.
	const jpeg420Samples = 7 * 7 * 6 * 64
	for name, tc := range map[string]struct {
		data []byte
		want int64
	}{
		"16-bit PNG":            {rgba64, side*side*8 + rows + working},
		"interlaced 16-bit PNG": {withPNGInterlace(rgba64), 2*side*side*8 + 7*rows + working},
		"8-bit grey PNG":        {encodePNGWith(t, image.NewGray(image.Rect(0, 0, side, side))), side*side + rows + working},
		"GIF":                   {encodeGIF(t, testPicture(side, side)), 2*side*side + working},
		"baseline JPEG":         {jpg, jpeg420Samples + working},
		"progressive JPEG":      {asProgressiveJPEG(jpg), jpeg420Samples*(1+4) + working},
		"lossless WebP": {decodeBase64(t, losslessWebP), 7*4*4 + 6*vp8lGroupBytes + vp8lNodeBytesPerByte*13 +
			workingBytes(1, 1) + encoderOverhead + decoderOverhead},
		"lossy WebP": {decodeBase64(t, lossyWebP), 384 + 8 + 64 + 22 + workingBytes(1, 1) + encoderOverhead + decoderOverhead},
	} {
		img, err := inspectImage(tc.data)
		require.NoError(t, err, name)
		assert.Equal(t, tc.want, decodeCost(img.format, img.config, tc.data), name)
	}
}

func TestWorkingBytesCountsTheScalingPasses(t *testing.T) {
	firstPass := int64(3200 * 3200 * 4)
	final := int64(1600 * 1600 * 4)
	assert.Equal(t, firstPass+resizeScratchBytes(image.Pt(3200, 3200), image.Pt(1600, 1600))+4*final, workingBytes(5000, 5000))
	assert.Equal(t, resizeScratchBytes(image.Pt(3000, 1500), image.Pt(1600, 800))+4*int64(1600*800*4), workingBytes(3000, 1500),
		"one pass below twice the final side")
	assert.Equal(t, resizeScratchBytes(image.Pt(4000, 3000), image.Pt(1600, 1200))+4*int64(1600*1200*4), workingBytes(4000, 3000),
		"one pass below three times the final side")
	assert.Equal(t, 4*int64(1000*700*4), workingBytes(1000, 700), "no pass at all")
}

// jpeg420Header is the start of a w×h colour JPEG as phones write it, up
// to its first scan: luma sampled 2×2, chroma 1×1 (4:2:0).
func jpeg420Header(w, h int) []byte {
	sof := []byte{8, byte(h >> 8), byte(h), byte(w >> 8), byte(w), 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1}
	return append([]byte{0xFF, 0xD8, 0xFF, 0xC0, 0, byte(len(sof) + 2)}, append(sof, 0xFF, 0xDA)...)
}

func TestDefaultBudgetTakesAPhonePhotoButNotTheReviewedBomb(t *testing.T) {
	frame, ok := readJPEGFrame(jpeg420Header(6000, 4000))
	require.True(t, ok)
	assert.Equal(t, int64(6000*4000*3/2), frame.samples(), "a 24-megapixel 4:2:0 photo decodes to 1.5 bytes a pixel")
	for _, size := range []image.Point{{4000, 3000}, {6000, 4000}, {4000, 6000}} {
		phone := image.Config{ColorModel: color.YCbCrModel, Width: size.X, Height: size.Y}
		cost := decodeCost("jpeg", phone, jpeg420Header(size.X, size.Y)) + copiesCost(phone, shopCopySides)
		assert.LessOrEqual(t, cost, int64(app.DefaultDecodeBudgetBytes), "a %v phone photo fits, copies and all", size)
	}

	bomb := pngHeaderClaiming(t, 5000, 5000, false) // 16-bit RGBA, ~200 MB decoded
	cost, err := New().Cost(bomb, shopCopySides)
	require.NoError(t, err)
	assert.Greater(t, cost, int64(app.DefaultDecodeBudgetBytes))
}

// TestDecodeCostCoversWhatNormalisingAllocates holds the price to the
// truth: everything one normalisation allocates (garbage included, since
// it stays in memory until the collector runs) must fit in its cost.
func TestDecodeCostCoversWhatNormalisingAllocates(t *testing.T) {
	if raceDetector {
		t.Skip("the race detector's own allocations would be counted; make test runs this without -race")
	}
	cases := map[string][]byte{
		"16-bit PNG, one scaling pass":     encodePNGWith(t, image.NewNRGBA64(image.Rect(0, 0, 2400, 1600))),
		"JPEG, two scaling passes, turned": jpegWithExif(t, testPicture(5000, 1000), 6),
		"JPEG, not scaled, turned":         jpegWithExif(t, testPicture(1200, 900), 8),
		"PNG with alpha, not scaled":       encodePNG(t, testPicture(1000, 700)),
		"GIF":                              encodeGIF(t, testPicture(900, 900)),
		"baseline JPEG":                    encodeJPEG(t, testPicture(2000, 2000)),
		"tiny PNG":                         encodePNG(t, testPicture(3, 2)),
	}
	for name, data := range decodeBombs(t) {
		cases["bomb: "+name] = data // the lossy WebP bombs end in an error, after allocating
	}
	for name, data := range cases {
		cost, err := New().Cost(data, shopCopySides)
		require.NoError(t, err, name)
		var before, after runtime.MemStats
		runtime.GC()
		runtime.ReadMemStats(&before)
		_, err = New().Process(data, shopCopySides)
		runtime.ReadMemStats(&after)
		if !strings.HasPrefix(name, "bomb: lossy WebP") {
			require.NoError(t, err, name)
		}
		allocated := int64(after.TotalAlloc - before.TotalAlloc)
		assert.LessOrEqual(t, allocated, cost, "%s: allocated %.1f MiB, priced %.1f MiB", name,
			float64(allocated)/(1<<20), float64(cost)/(1<<20))
	}
}

// TestJPEGFrameIsFoundAsTheDecoderFindsIt: stray bytes between segments
// and fill bytes before a marker are skipped by image/jpeg, so the frame
// header priced must be the one it decodes.
func TestJPEGFrameIsFoundAsTheDecoderFindsIt(t *testing.T) {
	plain := jpegBomb(t, jpegBombSpec{w: 300, h: 200, ids: "\x01\x02\x03", sampling: []byte{0x22, 0x11, 0x11}, adobe: -1})
	sof := bytes.Index(plain, []byte{0xFF, 0xC0})
	padded := append(append(append([]byte{}, plain[:sof]...), 0x12, 0x34, 0xFF, 0xFF, 0xFF), plain[sof+1:]...)
	cfg, err := jpeg.DecodeConfig(bytes.NewReader(padded))
	require.NoError(t, err, "the decoder reads past them")
	frame, ok := readJPEGFrame(padded)
	require.True(t, ok)
	assert.Equal(t, [2]int{cfg.Width, cfg.Height}, [2]int{frame.width, frame.height})
	assert.Equal(t, []byte{0x22, 0x11, 0x11}, frame.sampling)
}

func TestAnAdobeRGBTransformAnywhereCountsTheRGBCopy(t *testing.T) {
	ycbcr := jpegFrame{ids: []byte{1, 2, 3}}
	assert.False(t, ycbcr.convertsToRGBA(jpegBomb(t, jpegBombSpec{w: 8, h: 8, ids: "\x01\x02\x03", sampling: []byte{0x11, 0x11, 0x11}, adobe: 1})))
	late := jpegBomb(t, jpegBombSpec{w: 8, h: 8, ids: "\x01\x02\x03", sampling: []byte{0x11, 0x11, 0x11}, adobe: -1})
	late = append(late[:len(late)-2], append([]byte("\xFF\xEE\x00\x0EAdobe\x00\x64\x00\x00\x00\x00\x00"), 0xFF, 0xD9)...)
	decoded, err := jpeg.Decode(bytes.NewReader(late))
	require.NoError(t, err)
	require.IsType(t, &image.RGBA{}, decoded, "an APP14 after the scan still makes the decoder return RGB")
	assert.True(t, ycbcr.convertsToRGBA(late))
	assert.True(t, jpegFrame{ids: []byte("RGB")}.convertsToRGBA(nil))
	assert.True(t, jpegFrame{ids: []byte{1, 2, 3, 4}}.convertsToRGBA(nil))
	assert.False(t, jpegFrame{ids: []byte{1}}.convertsToRGBA(late))
}
