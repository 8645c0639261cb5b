package httpapi

import (
	"compress/gzip"
	"io"
	"net/http/httptest"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/gin-gonic/gin"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func siteServer(files fstest.MapFS) *gin.Engine {
	e := gin.New()
	site := newSiteFiles(files)
	e.NoRoute(func(c *gin.Context) { site.serve(c, c.Request.URL.Path) })
	return e
}

func get(e *gin.Engine, path string, headers map[string]string) *httptest.ResponseRecorder {
	req := httptest.NewRequest("GET", path, nil)
	for k, v := range headers {
		req.Header.Set(k, v)
	}
	rec := httptest.NewRecorder()
	e.ServeHTTP(rec, req)
	return rec
}

func TestSiteServesTheShellAssetsAndRealNotFounds(t *testing.T) {
	js := strings.Repeat("console.log('pallet');", 200)
	e := siteServer(fstest.MapFS{
		"index.html":        {Data: []byte("<!doctype html><title>Pallet</title>")},
		"assets/app-1.js":   {Data: []byte(js)},
		"catalogue/ssd.svg": {Data: []byte("<svg/>")},
	})

	page := get(e, "/products", nil)
	assert.Equal(t, 200, page.Code)
	assert.Contains(t, page.Body.String(), "<title>Pallet</title>")
	assert.Equal(t, "no-cache", page.Header().Get("Cache-Control"))

	asset := get(e, "/assets/app-1.js", map[string]string{"Accept-Encoding": "gzip, br"})
	assert.Equal(t, 200, asset.Code)
	assert.Equal(t, "gzip", asset.Header().Get("Content-Encoding"))
	assert.Contains(t, asset.Header().Get("Cache-Control"), "immutable")
	zr, err := gzip.NewReader(asset.Body)
	require.NoError(t, err)
	plain, _ := io.ReadAll(zr)
	assert.Equal(t, js, string(plain))

	again := get(e, "/assets/app-1.js", map[string]string{"If-None-Match": asset.Header().Get("ETag")})
	assert.Equal(t, 304, again.Code)

	assert.Equal(t, 200, get(e, "/catalogue/ssd.svg", nil).Code)
	assert.Equal(t, 404, get(e, "/missing.js", nil).Code)
}

func TestSiteWithoutABuildSaysSo(t *testing.T) {
	rec := get(siteServer(fstest.MapFS{".gitkeep": {}}), "/", nil)
	assert.Equal(t, 503, rec.Code)
	assert.Contains(t, rec.Body.String(), "make build")
}
