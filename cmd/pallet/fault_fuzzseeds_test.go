package main

import (
	"bytes"
	"encoding/binary"
	"hash/crc32"
	"image"
	"image/color"
	"image/gif"
	"image/jpeg"
	"image/png"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/palletshop/pallet/adapters/httpapi"
)

// nastyBodies go into every JSON endpoint's seed corpus.
var nastyBodies = []string{
	``, `null`, `{}`, `[]`, `"text"`, `123`, `true`, `{`, `}`, `{"a":1}{"b":2}`, `{} []`,
	`{"quantity":-9223372036854775808}`, `{"quantity":9223372036854775808}`, `{"quantity":1e309}`,
	`{"quantity":NaN}`, `{"quantity":-0}`, `{"quantity":1.5}`, `{"quantity":"100"}`, `{"quantity":null}`,
	`{"priceCents":1e308,"stock":-1,"minOrderQuantity":0}`, `{"stock":9223372036854775807,"minOrderQuantity":9223372036854775807}`,
	`{"rating":5.5}`, `{"rating":-2147483649}`, `{"read":"yes"}`, `{"read":null}`, `{"role":["admin"]}`, `{"role":"ADMIN"}`,
	`{"role":"admin","role":"customer"}`, `{"__proto__":{"isAdmin":true}}`, `{"isAdmin":true,"role":"admin"}`,
	`{"name":"\u0000\ud800\udfff","email":"ü@例え.jp","subject":"\u202e"}`, "{\"name\":\"\xff\xfe\"}", "\xef\xbb\xbf{}",
	`{"name":{"name":{"name":{}}}}`, `{"email":["a@b.c"]}`, `{"expMonth":1e3,"expYear":-1,"number":4242}`,
	`{"trackingNumber":` + `"` + strings.Repeat("9", 10000) + `"}`, `{"photoUrl":"javascript:alert(1)"}`,
	strings.Repeat("[", 20000) + strings.Repeat("]", 20000), strings.Repeat(`{"a":`, 5000) + "1" + strings.Repeat("}", 5000),
	`{"name":"` + strings.Repeat("x", httpapi.MaxJSONBody) + `"}`,
}

func addSeeds(f *testing.F, valid ...string) {
	for _, b := range append(valid, nastyBodies...) {
		f.Add([]byte(b))
	}
}

// uploadSeeds are real images of each accepted kind, plus broken and
// oversized ones.
func uploadSeeds(f *testing.F) [][]byte {
	img := image.NewRGBA(image.Rect(0, 0, 6, 4))
	img.Set(2, 2, color.RGBA{R: 245, G: 165, B: 36, A: 255})
	var pngBuf, gifBuf, jpegBuf bytes.Buffer
	require.NoError(f, png.Encode(&pngBuf, img))
	require.NoError(f, gif.Encode(&gifBuf, img, nil))
	require.NoError(f, jpeg.Encode(&jpegBuf, img, nil))
	tiny := pngBuf.Bytes()
	return [][]byte{
		tiny, gifBuf.Bytes(), jpegBuf.Bytes(),
		tiny[:len(tiny)/2], pngWithSize(tiny, 10000, 10000), pngWithSize(tiny, 0, 1),
		[]byte("GIF89a"), []byte("\xff\xd8\xff"), []byte("RIFF\x00\x00\x00\x00WEBPVP8 "),
		[]byte("<svg xmlns='http://www.w3.org/2000/svg' onload='alert(1)'/>"), {},
	}
}

// pngWithSize rewrites the IHDR of a PNG to claim another size, with a
// valid checksum, so only the size check stands between it and the decoder.
func pngWithSize(pngData []byte, width, height uint32) []byte {
	out := bytes.Clone(pngData)
	binary.BigEndian.PutUint32(out[16:], width)
	binary.BigEndian.PutUint32(out[20:], height)
	binary.BigEndian.PutUint32(out[29:], crc32.ChecksumIEEE(out[12:29]))
	return out
}
