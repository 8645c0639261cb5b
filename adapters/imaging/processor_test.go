package imaging

import (
	"bytes"
	"context"
	"encoding/base64"
	"encoding/binary"
	"errors"
	"hash/crc32"
	"image"
	"image/gif"
	"image/jpeg"
	"image/png"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/palletshop/pallet/app"
	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// Tiny WebP files (lossy and lossless, 1×1): the standard library can't write WebP.
const (
	lossyWebP    = "UklGRiIAAABXRUJQVlA4IBYAAAAwAQCdASoBAAEADsD+JaQAA3AAAAAA"
	losslessWebP = "UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA=="
)

// shopCopySides are the copies the shop asks for.
var shopCopySides = []int{640, 320}

// normalizeWithDefaultBudget normalises as the shop does by default, with
// nothing else in flight.
func normalizeWithDefaultBudget(data []byte) (ports.ProcessedImage, error) {
	return app.NewImageNormalizer(New(), app.DefaultDecodeBudgetBytes).Normalize(context.Background(), data)
}

func requireImageTooLarge(t testing.TB, err error) {
	t.Helper()
	var de *domain.Error
	require.True(t, errors.As(err, &de), "want *domain.Error, got %v", err)
	assert.Equal(t, domain.CodeTooLarge, de.Code)
	assert.Equal(t, "The image is too large", de.Fields["image"])
}

func testPicture(w, h int) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	for i := 0; i < len(img.Pix); i += 4 {
		p := i / 4
		copy(img.Pix[i:], []byte{uint8(p % w), uint8(p / w), 120, 255})
	}
	return img
}

func encodePNG(t testing.TB, img image.Image) []byte {
	var buf bytes.Buffer
	require.NoError(t, png.Encode(&buf, img))
	return buf.Bytes()
}

func encodeJPEG(t testing.TB, img image.Image) []byte {
	var buf bytes.Buffer
	require.NoError(t, jpeg.Encode(&buf, img, nil))
	return buf.Bytes()
}

func encodeGIF(t testing.TB, img image.Image) []byte {
	var buf bytes.Buffer
	require.NoError(t, gif.Encode(&buf, img, nil))
	return buf.Bytes()
}

func decodeBase64(t testing.TB, s string) []byte {
	b, err := base64.StdEncoding.DecodeString(s)
	require.NoError(t, err)
	return b
}

func TestNormalizeImageAcceptsEachFormat(t *testing.T) {
	cases := []struct {
		name, wantType string
		data           []byte
		w, h           int
	}{
		{"png", "image/png", encodePNG(t, testPicture(40, 30)), 40, 30},
		{"jpeg", "image/jpeg", encodeJPEG(t, testPicture(40, 30)), 40, 30},
		{"gif", "image/png", encodeGIF(t, testPicture(40, 30)), 40, 30},
		{"lossy webp", "image/jpeg", decodeBase64(t, lossyWebP), 1, 1},
		{"lossless webp", "image/jpeg", decodeBase64(t, losslessWebP), 1, 1},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			out, err := normalizeWithDefaultBudget(tc.data)
			require.NoError(t, err)
			assert.Equal(t, tc.wantType, out.ContentType)
			assert.Equal(t, [2]int{tc.w, tc.h}, [2]int{out.Width, out.Height})
			cfg, format, err := image.DecodeConfig(bytes.NewReader(out.Data))
			require.NoError(t, err, "output must be a readable image")
			assert.Equal(t, "image/"+format, out.ContentType)
			assert.Equal(t, [2]int{tc.w, tc.h}, [2]int{cfg.Width, cfg.Height})
		})
	}
}

func requireInvalidImage(t testing.TB, err error, wantMsg string) {
	t.Helper()
	var de *domain.Error
	require.True(t, errors.As(err, &de), "want *domain.Error, got %v", err)
	assert.Equal(t, domain.CodeInvalid, de.Code)
	if wantMsg != "" {
		assert.Equal(t, wantMsg, de.Message)
		assert.Equal(t, wantMsg, de.Fields["image"])
	}
}

func TestNormalizeImageRefusesOtherTypes(t *testing.T) {
	for name, data := range map[string][]byte{
		"text":            []byte("hello, this is not a picture at all"),
		"empty":           nil,
		"svg":             []byte(`<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"></svg>`),
		"bmp":             append([]byte("BM"), make([]byte, 60)...),
		"png magic alone": []byte("\x89PN"),
	} {
		t.Run(name, func(t *testing.T) {
			_, err := normalizeWithDefaultBudget(data)
			requireInvalidImage(t, err, msgUnsupportedImage)
		})
	}
}

func TestNormalizeImageRefusesCorruptImages(t *testing.T) {
	full := encodePNG(t, testPicture(64, 64))
	jpg := encodeJPEG(t, testPicture(64, 64))
	for name, data := range map[string][]byte{
		"truncated png":  full[:len(full)/2],
		"png header":     full[:40],
		"truncated jpeg": jpg[:len(jpg)/3],
	} {
		t.Run(name, func(t *testing.T) {
			_, err := normalizeWithDefaultBudget(data)
			requireInvalidImage(t, err, msgUnreadableImage)
		})
	}
}

// pngHeaderClaiming rewrites a tiny PNG's IHDR to claim a w×h image with
// 16-bit RGBA samples, interlaced or not.
func pngHeaderClaiming(t *testing.T, w, h uint32, interlaced bool) []byte {
	data := encodePNG(t, testPicture(1, 1))
	binary.BigEndian.PutUint32(data[16:], w)
	binary.BigEndian.PutUint32(data[20:], h)
	data[24], data[25], data[28] = 16, 6, 0 // bit depth, colour type RGBA, interlace
	if interlaced {
		data[28] = 1
	}
	binary.BigEndian.PutUint32(data[29:], crc32.ChecksumIEEE(data[12:29])) // IHDR checksum
	return data
}

func TestNormalizeImageRefusesDecompressionBombs(t *testing.T) {
	for name, data := range map[string][]byte{
		"10000×10000":                    pngHeaderClaiming(t, 10000, 10000, false),
		"so large the price would wrap":  pngHeaderClaiming(t, 1<<30-1, 1<<30-1, true),
		"as large as the decoder allows": pngHeaderClaiming(t, 1<<30-1, 1<<30-1, false),
	} {
		t.Run(name, func(t *testing.T) {
			_, err := normalizeWithDefaultBudget(data)
			requireImageTooLarge(t, err)
		})
	}
}

func TestNormalizeImageScalesDownLongestSide(t *testing.T) {
	out, err := normalizeWithDefaultBudget(encodeJPEG(t, testPicture(3000, 2000)))
	require.NoError(t, err)
	assert.Equal(t, 1600, out.Width)
	assert.Equal(t, 1067, out.Height)

	tall, err := normalizeWithDefaultBudget(encodePNG(t, testPicture(900, 2400)))
	require.NoError(t, err)
	assert.Equal(t, [2]int{600, 1600}, [2]int{tall.Width, tall.Height})

	wide, err := normalizeWithDefaultBudget(encodePNG(t, testPicture(5000, 625))) // takes the two-pass path
	require.NoError(t, err)
	assert.Equal(t, [2]int{1600, 200}, [2]int{wide.Width, wide.Height})
}

func FuzzNormalizeImage(f *testing.F) {
	tiny := encodePNG(f, testPicture(2, 2))
	f.Add(tiny)
	f.Add(encodeGIF(f, testPicture(3, 2)))
	f.Add(jpegWithExif(f, testPicture(4, 3), 6))
	f.Add(decodeBase64(f, lossyWebP))
	f.Add([]byte("just some text"))
	f.Add(tiny[:len(tiny)-10])
	f.Fuzz(func(t *testing.T, data []byte) {
		out, err := normalizeWithDefaultBudget(data)
		if domain.IsCode(err, domain.CodeTooLarge) {
			return
		}
		if err != nil {
			requireInvalidImage(t, err, "")
			return
		}
		require.NotEmpty(t, out.Data)
		require.Contains(t, []string{"image/png", "image/jpeg"}, out.ContentType)
		require.True(t, out.Width >= 1 && out.Width <= maxImageSide, "width %d", out.Width)
		require.True(t, out.Height >= 1 && out.Height <= maxImageSide, "height %d", out.Height)
	})
}

func TestProcessMakesSmallerCopiesButNeverLargerOnes(t *testing.T) {
	out, err := New().Process(encodeJPEG(t, testPicture(3000, 2000)), shopCopySides)
	require.NoError(t, err)
	require.Len(t, out.Copies, 2)
	for i, want := range [][2]int{{640, 427}, {320, 213}} {
		c := out.Copies[i]
		assert.Equal(t, want, [2]int{c.Width, c.Height})
		assert.Equal(t, "image/jpeg", c.ContentType)
		cfg, err := jpeg.DecodeConfig(bytes.NewReader(c.Data))
		require.NoError(t, err)
		assert.Equal(t, want, [2]int{cfg.Width, cfg.Height})
		assert.Less(t, len(c.Data), len(out.Data))
	}

	tall, err := New().Process(encodePNG(t, testPicture(300, 500)), shopCopySides)
	require.NoError(t, err)
	require.Len(t, tall.Copies, 1, "no 640 copy of a 500 px picture")
	assert.Equal(t, [2]int{192, 320}, [2]int{tall.Copies[0].Width, tall.Copies[0].Height})
	assert.Equal(t, "image/png", tall.Copies[0].ContentType)

	small, err := New().Process(encodePNG(t, testPicture(320, 200)), shopCopySides)
	require.NoError(t, err)
	assert.Empty(t, small.Copies, "a picture no longer than the smallest copy has none")
}
