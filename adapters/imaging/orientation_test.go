package imaging

import (
	"bytes"
	"encoding/binary"
	"image"
	"image/color"
	"image/jpeg"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

const exifSecret = "GPS 51.5007N 0.1246W Secret Camera"

// jpegWithExif encodes img and inserts an APP1 EXIF segment right after SOI,
// holding an orientation tag and some text that must not survive.
func jpegWithExif(t testing.TB, img image.Image, orientation uint16) []byte {
	var buf bytes.Buffer
	require.NoError(t, jpeg.Encode(&buf, img, nil))
	plain := buf.Bytes()

	tiff := []byte("II*\x00\x08\x00\x00\x00")        // little-endian, IFD0 at offset 8
	tiff = binary.LittleEndian.AppendUint16(tiff, 1) // one entry
	tiff = binary.LittleEndian.AppendUint16(tiff, exifOrientationTag)
	tiff = binary.LittleEndian.AppendUint16(tiff, 3) // SHORT
	tiff = binary.LittleEndian.AppendUint32(tiff, 1)
	tiff = binary.LittleEndian.AppendUint16(tiff, orientation)
	tiff = append(tiff, 0, 0, 0, 0, 0, 0) // value padding, then no next IFD
	tiff = append(tiff, exifSecret...)
	payload := append([]byte("Exif\x00\x00"), tiff...)

	seg := []byte{0xFF, 0xE1}
	seg = binary.BigEndian.AppendUint16(seg, uint16(len(payload)+2))
	seg = append(seg, payload...)
	return append(append(append([]byte{}, plain[:2]...), seg...), plain[2:]...)
}

// jpegMarkers lists the segment markers before the image data.
func jpegMarkers(t *testing.T, data []byte) []byte {
	var markers []byte
	for i := 2; i+4 <= len(data) && data[i] == 0xFF; {
		markers = append(markers, data[i+1])
		if data[i+1] == 0xDA {
			return markers
		}
		i += 2 + int(binary.BigEndian.Uint16(data[i+2:]))
	}
	t.Fatalf("no start of scan found")
	return nil
}

func TestNormalizeImageStripsExif(t *testing.T) {
	in := jpegWithExif(t, testPicture(40, 30), 1)
	require.Contains(t, jpegMarkers(t, in), byte(0xE1), "the test input must carry APP1")
	require.True(t, bytes.Contains(in, []byte(exifSecret)))

	out, err := normalizeWithDefaultBudget(in)
	require.NoError(t, err)
	assert.NotContains(t, jpegMarkers(t, out.Data), byte(0xE1), "APP1 (EXIF) must be gone")
	assert.False(t, bytes.Contains(out.Data, []byte(exifSecret)))
	assert.False(t, bytes.Contains(out.Data, []byte("Exif")))
}

func TestNormalizeImageAppliesExifOrientation(t *testing.T) {
	// Left half red, right half blue, stored 40×20.
	img := image.NewRGBA(image.Rect(0, 0, 40, 20))
	for y := 0; y < 20; y++ {
		for x := 0; x < 40; x++ {
			c := color.RGBA{220, 0, 0, 255}
			if x >= 20 {
				c = color.RGBA{0, 0, 220, 255}
			}
			img.Set(x, y, c)
		}
	}
	out, err := normalizeWithDefaultBudget(jpegWithExif(t, img, 6)) // 6: turn a quarter clockwise
	require.NoError(t, err)
	assert.Equal(t, [2]int{20, 40}, [2]int{out.Width, out.Height})

	upright, err := jpeg.Decode(bytes.NewReader(out.Data))
	require.NoError(t, err)
	top, bottom := upright.At(10, 5), upright.At(10, 35)
	assert.True(t, isReddish(top), "the left (red) half ends up on top, got %v", top)
	assert.False(t, isReddish(bottom), "the right (blue) half ends up at the bottom, got %v", bottom)
}

func isReddish(c color.Color) bool {
	r, _, b, _ := c.RGBA()
	return r > b
}

func TestOrientedPointCoversEveryOrientation(t *testing.T) {
	// The stored top-left corner of a 4×2 image, for each orientation.
	want := map[int][2]int{1: {0, 0}, 2: {3, 0}, 3: {3, 1}, 4: {0, 1}, 5: {0, 0}, 6: {1, 0}, 7: {1, 3}, 8: {0, 3}}
	for o, p := range want {
		x, y := orientedPoint(o, 0, 0, 4, 2)
		assert.Equal(t, p, [2]int{x, y}, "orientation %d", o)
	}
}
