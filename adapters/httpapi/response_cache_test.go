package httpapi

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
)

func TestResponseCacheHonoursVersionAndTTL(t *testing.T) {
	rc := newResponseCache(2 * time.Second)
	now := time.Now()
	put := rc.put("/api/products?page=1", 7, []byte(`{"items":[]}`), now)

	got, ok := rc.get("/api/products?page=1", 7, now.Add(time.Second))
	assert.True(t, ok)
	assert.Equal(t, put.etag, got.etag)
	assert.Contains(t, got.etag, `"v7-`)

	_, ok = rc.get("/api/products?page=1", 8, now)
	assert.False(t, ok, "a write since makes the entry useless")
	_, ok = rc.get("/api/products?page=1", 7, now.Add(3*time.Second))
	assert.False(t, ok, "entries expire after the TTL")
	_, ok = rc.get("/api/products?page=2", 7, now)
	assert.False(t, ok)
}

func TestResponseCacheStaysBounded(t *testing.T) {
	rc := newResponseCache(time.Minute)
	rc.maxBytes = 300
	now := time.Now()
	page := make([]byte, 100)
	for _, k := range []string{"a", "b", "c", "d"} {
		rc.put(k, 1, page, now)
		rc.put(k, 1, page, now) // the same key again holds its bytes once
	}
	held := 0
	for _, e := range rc.entries {
		held += len(e.body)
	}
	assert.LessOrEqual(t, held, 300, "the bodies held stay within the bound")
	assert.Equal(t, held, rc.bytes)
	_, ok := rc.get("d", 1, now)
	assert.True(t, ok, "the newest entry is kept")
}
