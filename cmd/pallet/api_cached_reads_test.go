package main

import (
	"io"
	"net/http"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.uber.org/fx"

	"github.com/palletshop/pallet/adapters/httpapi"
)

// Over the network, cached reads are answered beneath net/http
// (adapters/httpapi/cached_reads.go). What a client gets must be what the
// handler gives: status, body and every header, errors and revalidation
// included, and a write must show at once.
func TestCachedReadsOverTheNetworkAnswerAsTheHandlerDoes(t *testing.T) {
	t.Parallel()
	var ln *httpapi.Listener
	s := newShop(t, map[string]string{"PALLET_READ_CACHE_TTL": "1h"}, fx.Populate(&ln))
	admin := s.adminToken()
	id := s.orderableProduct()["id"].(string)
	base := "http://" + ln.Addr.String()
	client := &http.Client{Timeout: 5 * time.Second}
	get := func(path string, header ...string) (*http.Response, string) {
		req, err := http.NewRequest(http.MethodGet, base+path, nil)
		require.NoError(t, err)
		for i := 0; i+1 < len(header); i += 2 {
			req.Header.Set(header[i], header[i+1])
		}
		resp, err := client.Do(req)
		require.NoError(t, err)
		defer resp.Body.Close()
		body, err := io.ReadAll(resp.Body)
		require.NoError(t, err)
		return resp, string(body)
	}

	for _, path := range []string{"/api/products?limit=2", "/api/products?limit=2", "/api/products/" + id, "/api/brands",
		"/api/categories", "/api/reviews", "/api/products?limit=abc", "/api/products/no-such-product"} {
		want := s.do("GET", path, "", nil)
		resp, body := get(path)
		assert.Equal(t, want.Status, resp.StatusCode, path)
		assert.JSONEq(t, string(want.Body), body, path)
		assert.Equal(t, withoutPerAnswerHeaders(want.Header), withoutPerAnswerHeaders(resp.Header), path)
		assert.NotEmpty(t, resp.Header.Get("Date"), path)
		assert.Len(t, resp.Header.Get("X-Request-Id"), 16, path)
	}

	first, _ := get("/api/products/"+id, "X-Request-Id", "trace-42")
	assert.Equal(t, "trace-42", first.Header.Get("X-Request-Id"), "a caller's sane request id is kept")
	again, body := get("/api/products/"+id, "If-None-Match", first.Header.Get("Etag"))
	assert.Equal(t, http.StatusNotModified, again.StatusCode)
	assert.Empty(t, body)

	require.Equal(t, 200, s.do("PATCH", "/api/products/"+id, admin, map[string]any{"priceCents": 123457}).Status)
	_, body = get("/api/products/" + id)
	assert.Contains(t, body, `"priceCents":123457`, "a new price shows at once")
}

// withoutPerAnswerHeaders drops the headers made anew for each answer, and
// the length, which a recorder doesn't always carry.
func withoutPerAnswerHeaders(h http.Header) http.Header {
	h = h.Clone()
	for _, k := range []string{"Date", "X-Request-Id", "Content-Length"} {
		delete(h, k)
	}
	return h
}
