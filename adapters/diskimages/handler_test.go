package diskimages

import (
	"context"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func serve(s *Store, method, path string, header http.Header) *httptest.ResponseRecorder {
	req := httptest.NewRequest(method, "http://shop.test/", nil)
	req.URL.Path = path // set raw so traversal attempts reach the handler unchanged
	for k, v := range header {
		req.Header[k] = v
	}
	rec := httptest.NewRecorder()
	s.Handler().ServeHTTP(rec, req)
	return rec
}

func TestHandlerServesStoredImages(t *testing.T) {
	s := newStore(t)
	url, err := s.SaveImage(context.Background(), pngBytes, "image/png")
	require.NoError(t, err)

	rec := serve(s, http.MethodGet, url, nil)
	require.Equal(t, http.StatusOK, rec.Code)
	assert.Equal(t, pngBytes, rec.Body.Bytes())
	assert.Equal(t, "image/png", rec.Header().Get("Content-Type"))
	assert.Equal(t, "public, max-age=31536000, immutable", rec.Header().Get("Cache-Control"))
	assert.Equal(t, "nosniff", rec.Header().Get("X-Content-Type-Options"))

	head := serve(s, http.MethodHead, url, nil)
	assert.Equal(t, http.StatusOK, head.Code)
	assert.Empty(t, head.Body.Bytes())

	etag := rec.Header().Get("ETag")
	require.NotEmpty(t, etag)
	cached := serve(s, http.MethodGet, url, http.Header{"If-None-Match": {etag}})
	assert.Equal(t, http.StatusNotModified, cached.Code)

	stripped := serve(s, http.MethodGet, strings.TrimPrefix(url, URLPrefix), nil)
	assert.Equal(t, http.StatusOK, stripped.Code, "a prefix-stripped path works too")
}

func TestHandlerServesJPEGWithItsType(t *testing.T) {
	s := newStore(t)
	url, err := s.SaveImage(context.Background(), []byte("\xff\xd8\xff jpeg-ish"), "image/jpeg")
	require.NoError(t, err)
	rec := serve(s, http.MethodGet, url, nil)
	require.Equal(t, http.StatusOK, rec.Code)
	assert.Equal(t, "image/jpeg", rec.Header().Get("Content-Type"))
}

func TestHandlerRefusesAnythingElse(t *testing.T) {
	s := newStore(t)
	// Files that exist in or near the folder but are not images by name.
	require.NoError(t, os.WriteFile(filepath.Join(filepath.Dir(s.Dir()), "secret.png"), []byte("x"), 0o644))
	require.NoError(t, os.WriteFile(filepath.Join(s.Dir(), ".upload-123"), []byte("x"), 0o644))
	missing := "/images/0123456789abcdef0123456789abcdef.png"

	for _, path := range []string{
		missing,
		"/images/../secret.png",
		"/images/..%2fsecret.png",
		"/images/.upload-123",
		"/images/0123456789ABCDEF0123456789ABCDEF.png",
		"/images/0123456789abcdef0123456789abcdef.svg",
		"/images/0123456789abcdef0123456789abcdef.png/",
		"/images/",
		"/images/../../etc/passwd",
	} {
		t.Run(path, func(t *testing.T) {
			rec := serve(s, http.MethodGet, path, nil)
			assert.Equal(t, http.StatusNotFound, rec.Code)
			assert.Empty(t, rec.Header().Get("Cache-Control"), "errors are not cached for a year")
		})
	}
}

func TestHandlerAllowsOnlyReads(t *testing.T) {
	s := newStore(t)
	url, err := s.SaveImage(context.Background(), pngBytes, "image/png")
	require.NoError(t, err)
	rec := serve(s, http.MethodPost, url, nil)
	assert.Equal(t, http.StatusMethodNotAllowed, rec.Code)
	assert.Equal(t, "GET, HEAD", rec.Header().Get("Allow"))
}
