package main

import (
	"net/http/httptest"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Cached catalogue reads never outlive a write, and clients can revalidate.
func TestCatalogueReadsAreCachedButNeverStale(t *testing.T) {
	t.Parallel()
	s := newShop(t, map[string]string{"PALLET_READ_CACHE_TTL": "1h"})
	admin := s.adminToken()
	p := s.orderableProduct()
	id := p["id"].(string)

	first := s.do("GET", "/api/products/"+id, "", nil)
	require.Equal(t, 200, first.Status)

	req := httptest.NewRequest("GET", "/api/products/"+id, nil)
	rec := httptest.NewRecorder()
	s.server.ServeHTTP(rec, req)
	etag := rec.Header().Get("ETag")
	require.NotEmpty(t, etag)
	req = httptest.NewRequest("GET", "/api/products/"+id, nil)
	req.Header.Set("If-None-Match", etag)
	rec = httptest.NewRecorder()
	s.server.ServeHTTP(rec, req)
	assert.Equal(t, 304, rec.Code)

	require.Equal(t, 200, s.do("PATCH", "/api/products/"+id, admin, map[string]any{"priceCents": 123456}).Status)
	assert.Equal(t, float64(123456), s.do("GET", "/api/products/"+id, "", nil).JSON(t)["priceCents"], "a new price shows at once")

	buyer, _ := s.signUp("Buyer")
	stockBefore := s.do("GET", "/api/products/"+id, "", nil).JSON(t)["stock"].(float64)
	b := s.book(buyer, p)
	assert.Equal(t, stockBefore-b["quantity"].(float64), s.do("GET", "/api/products/"+id, "", nil).JSON(t)["stock"], "stock moves at once")

	require.Equal(t, 204, s.do("DELETE", "/api/products/"+id, admin, nil).Status)
	assert.Equal(t, 404, s.do("GET", "/api/products/"+id, "", nil).Status, "a deleted product is gone at once")
	list := s.do("GET", "/api/products?limit=100", "", nil).JSON(t)["items"].([]any)
	for _, it := range list {
		assert.NotEqual(t, id, it.(map[string]any)["id"])
	}
}
