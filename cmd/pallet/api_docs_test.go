package main

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestAPIDocsPageShowsTheDocumentWithTheShopsOwnFiles(t *testing.T) {
	t.Parallel()
	s := newShop(t, nil)
	rec := s.raw(mustRequest(t, "GET", "/api/docs"))
	assert.Equal(t, 200, rec.Code)
	assert.Equal(t, "text/html; charset=utf-8", rec.Header().Get("Content-Type"))
	page := rec.Body.String()
	for _, want := range []string{`href="/api/openapi.json"`, `src="/api-docs/swagger-ui-bundle.js"`, `src="/api-docs/init.js"`, `href="/api-docs/swagger-ui.css"`} {
		assert.Contains(t, page, want)
	}
	assert.NotContains(t, page, "https://", "no CDN: every file comes from the binary")
	assert.Contains(t, rec.Header().Get("Content-Security-Policy"), "script-src 'self';", "the shop's CSP, no inline script")
}
