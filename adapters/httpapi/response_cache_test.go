package httpapi

import (
	"fmt"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
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
	rc := newShardedCache(time.Minute, 300, 1)
	now := time.Now()
	page := make([]byte, 100)
	for _, k := range []string{"a", "b", "c", "d"} {
		rc.put(k, 1, page, now)
		rc.put(k, 1, page, now) // the same key again holds its bytes once
	}
	assert.LessOrEqual(t, heldBytes(rc), 300, "the bodies held stay within the bound")
	assert.Equal(t, heldBytes(rc), rc.shards[0].bytes)
	_, ok := rc.get("d", 1, now)
	assert.True(t, ok, "the newest entry is kept")
}

func TestResponseCacheSpreadsKeysOverShardsWithinItsBound(t *testing.T) {
	rc := newShardedCache(time.Minute, 16*1000, 16)
	now := time.Now()
	page := make([]byte, 100)
	for i := range 2000 {
		key := fmt.Sprintf("/api/products?r=%d", i)
		rc.put(key, 1, page, now)
		_, ok := rc.get(key, 1, now)
		require.True(t, ok, "a key is found in the shard it was put in")
	}
	used := 0
	for i := range rc.shards {
		sh := &rc.shards[i]
		assert.LessOrEqual(t, sh.bytes, sh.maxBytes, "shard %d stays within its share", i)
		if len(sh.entries) > 0 {
			used++
		}
	}
	assert.Equal(t, 16, used, "keys land on every shard")
	assert.LessOrEqual(t, heldBytes(rc), 16*1000)
}

func heldBytes(rc *responseCache) int {
	held := 0
	for i := range rc.shards {
		for _, e := range rc.shards[i].entries {
			held += len(e.body)
		}
	}
	return held
}
