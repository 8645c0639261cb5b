package httpapi

import (
	"os"
	"regexp"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// routerPaths are the `path: '…'` entries of the front end's router.
func routerPaths(t *testing.T) []string {
	src, err := os.ReadFile("../../frontend/src/app/routes.tsx")
	require.NoError(t, err)
	var paths []string
	for _, m := range regexp.MustCompile(`path:\s*['"]([^'"]+)['"]`).FindAllStringSubmatch(string(src), -1) {
		if m[1] != "*" {
			paths = append(paths, m[1])
		}
	}
	require.NotEmpty(t, paths, "no routes found in the router source")
	return paths
}

// TestClientRoutesMatchTheFrontEndRouter compares loosely but safely: the
// router nests its paths, so each of them must end one of clientRoutes, and
// each of clientRoutes must end with one of them.
func TestClientRoutesMatchTheFrontEndRouter(t *testing.T) {
	paths := routerPaths(t)
	for _, p := range paths {
		found := false
		for _, pattern := range clientRoutes {
			found = found || endsWithPath(pattern, p)
		}
		assert.True(t, found, "the front end routes %q but clientRoutes has no page for it, so the server would answer 404", p)
	}
	for _, pattern := range clientRoutes {
		found := pattern == "/"
		for _, p := range paths {
			found = found || endsWithPath(pattern, p)
		}
		assert.True(t, found, "clientRoutes has %q, which the front end's router doesn't", pattern)
	}
}

func endsWithPath(pattern, routerPath string) bool {
	return strings.HasSuffix(pattern, "/"+strings.TrimPrefix(routerPath, "/"))
}

func TestUnknownPagesGetTheAppShellWith404(t *testing.T) {
	index := "<!doctype html><title>Pallet</title>"
	e := siteServer(fstest.MapFS{"index.html": {Data: []byte(index)}})
	for _, p := range []string{"/", "/products", "/Products/", "/purchase/abc123", "/dashboard", "/dashboard/payment/abc", "/dashboard/all-orders"} {
		rec := get(e, p, nil)
		assert.Equal(t, 200, rec.Code, p)
		assert.Equal(t, index, rec.Body.String(), p)
	}
	for _, p := range []string{"/no-such-page", "/purchase", "/purchase/a/b", "/dashboard/nope", "/catalogue"} {
		rec := get(e, p, nil)
		assert.Equal(t, 404, rec.Code, p)
		assert.Equal(t, index, rec.Body.String(), "%s: the app renders its not-found screen", p)
		assert.Empty(t, rec.Header().Get("ETag"), "%s: a not-found answer is not revalidated", p)
	}
}
