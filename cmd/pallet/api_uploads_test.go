package main

import (
	"bytes"
	"image/png"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestUploads(t *testing.T) {
	t.Parallel()
	s := newShop(t, nil)
	customer, _ := s.signUp("Uploader")
	field := func(msg string) map[string]string { return map[string]string{"image": msg} }
	pngHeaderThenJunk := append([]byte("\x89PNG\r\n\x1a\n"), bytes.Repeat([]byte{0x42}, 200)...)
	tooBig := "The image is too large: the limit is 5 MB"

	runScenarios(t, s, []scenario{
		{name: "a text file named .png", method: "POST", path: "/api/uploads", token: customer,
			body:   imageUpload(t, "image", []byte("just some text, honestly not a picture\n")),
			status: 400, code: "invalid", message: "Please upload a JPEG, PNG, WebP or GIF image", fields: field("Please upload a JPEG, PNG, WebP or GIF image")},
		{name: "an SVG (script-capable) named .png", method: "POST", path: "/api/uploads", token: customer,
			body:   imageUpload(t, "image", []byte(`<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>`)),
			status: 400, code: "invalid", message: "Please upload a JPEG, PNG, WebP or GIF image", fields: field("Please upload a JPEG, PNG, WebP or GIF image")},
		{name: "a corrupt PNG", method: "POST", path: "/api/uploads", token: customer, body: imageUpload(t, "image", pngHeaderThenJunk),
			status: 400, code: "invalid", message: "This image could not be read", fields: field("This image could not be read")},
		{name: "the wrong field", method: "POST", path: "/api/uploads", token: customer, body: imageUpload(t, "photo", tinyPNG(t)),
			status: 400, code: "invalid", message: "Please choose an image to upload", fields: field("Please choose an image to upload")},
		{name: "not multipart", method: "POST", path: "/api/uploads", token: customer, body: `{"image":"x"}`,
			status: 400, code: "invalid", message: "Send the image as multipart/form-data in the field image", fields: field("Send the image as multipart/form-data in the field image")},
		{name: "a 6 MiB body", method: "POST", path: "/api/uploads", token: customer, body: imageUpload(t, "image", make([]byte, 6<<20)),
			status: 413, code: "too_large", message: "The request is too large"},
		{name: "just over 5 MiB of image", method: "POST", path: "/api/uploads", token: customer, body: imageUpload(t, "image", make([]byte, 5<<20+10)),
			status: 413, code: "too_large", message: tooBig, fields: field(tooBig)},
		{name: "anonymous", method: "POST", path: "/api/uploads", body: imageUpload(t, "image", tinyPNG(t)),
			status: 401, code: "unauthorized", message: "Please log in to continue"},
	})

	t.Run("a 6 MiB body streamed without a length", func(t *testing.T) {
		up := imageUpload(t, "image", make([]byte, 6<<20))
		req := httptest.NewRequest("POST", "/api/uploads", io.MultiReader(bytes.NewReader(up.data)))
		req.Header.Set("Content-Type", up.contentType)
		req.Header.Set("Authorization", "Bearer "+customer)
		rec := s.raw(req)
		assert.Equal(t, 413, rec.Code, rec.Body.String())
		assert.Contains(t, rec.Body.String(), `"too_large"`)
	})

	t.Run("a real PNG is stored and served", func(t *testing.T) {
		r := s.do("POST", "/api/uploads", customer, imageUpload(t, "image", tinyPNG(t)))
		require.Equal(t, 201, r.Status, string(r.Body))
		url := r.JSON(t)["url"].(string)
		assert.Regexp(t, `^/images/[0-9a-f]{16,}\.png$`, url)

		again := s.do("POST", "/api/uploads", customer, imageUpload(t, "image", tinyPNG(t)))
		assert.Equal(t, url, again.JSON(t)["url"], "names are content hashes")

		rec := s.raw(mustRequest(t, "GET", url))
		require.Equal(t, 200, rec.Code)
		assert.Equal(t, "image/png", rec.Header().Get("Content-Type"))
		assert.Contains(t, rec.Header().Get("Cache-Control"), "max-age=31536000")
		assert.Equal(t, "nosniff", rec.Header().Get("X-Content-Type-Options"))
		img, err := png.Decode(rec.Body)
		require.NoError(t, err, "the served file is a PNG")
		assert.Equal(t, 8, img.Bounds().Dx())
		assert.Equal(t, 6, img.Bounds().Dy())

		assert.Equal(t, 404, s.raw(mustRequest(t, "GET", strings.Replace(url, "/images/", "/images/0", 1))).Code, "unknown image")
	})
}

func TestUploadThatCantFitTheDecodeBudget(t *testing.T) {
	t.Parallel()
	s := newShop(t, nil)
	customer, _ := s.signUp("Bomber")
	bomb := blankRGBAPNG(t, 5000, 5000, 16) // ~200 MB once decoded
	assert.Less(t, len(bomb), 1<<20, "small on the wire")
	tooLarge := "The image is too large"

	runScenarios(t, s, []scenario{
		{name: "a 5000×5000 16-bit PNG", method: "POST", path: "/api/uploads", token: customer, body: imageUpload(t, "image", bomb),
			status: http.StatusRequestEntityTooLarge, code: "too_large", message: tooLarge, fields: map[string]string{"image": tooLarge}},
	})
}
