package httpapi

import (
	"encoding/json"
	"hash/maphash"
	"net/http"
	"strconv"
	"sync"
	"time"

	"github.com/gin-gonic/gin"
)

// responseCache keeps encoded answers to public reads (catalogue, brands,
// reviews). An entry is served only while the read version it was made
// under is still current — every write bumps the version before it returns,
// so this replica never shows a deleted product or an old price — and for at
// most ttl, which bounds how stale another replica's writes can look.
//
// Keys are spread over shards, each with its own lock: every uncached
// search puts its answer, and with one lock the puts of 64 concurrent
// searches queued behind each other and behind every lookup (a trace of
// the uncached load had its requests waiting there 15 % of their time).
type responseCache struct {
	shards []cacheShard
	ttl    time.Duration
}

// cacheShard holds the entries of the keys that hash to it. maxBytes bounds
// the bodies held: distinct searches are endless (any query string makes a
// key), so the bound is on memory, not on entries.
type cacheShard struct {
	mu       sync.RWMutex
	entries  map[string]cachedResponse
	maxBytes int
	bytes    int
}

// responseCacheBytes is what the cache may hold; a catalogue page is tens
// of kilobytes, so this keeps about a thousand of them.
const responseCacheBytes = 32 << 20

// responseCacheShards is how many locks the cache is split over: enough
// that concurrent requests rarely meet on one.
const responseCacheShards = 16

// cachedResponse is an answer ready to write: its body, and its header
// values made once, so a cached answer costs no more than copying them.
type cachedResponse struct {
	version uint64
	expires time.Time
	body    []byte
	etag    string
	header  cachedHeader
}

type cachedHeader struct{ etag, length []string }

// Header values every cached answer shares; net/http only reads them.
var (
	jsonContentType = []string{"application/json; charset=utf-8"}
	noCache         = []string{"no-cache"}
)

// etagSeed makes this process's ETags its own: the version in an ETag
// counts from this process's start, so another process's tag must not match.
var etagSeed = maphash.MakeSeed()

func newResponseCache(ttl time.Duration) *responseCache {
	return newShardedCache(ttl, responseCacheBytes, responseCacheShards)
}

// newShardedCache splits maxBytes evenly over n shards.
func newShardedCache(ttl time.Duration, maxBytes, n int) *responseCache {
	rc := &responseCache{shards: make([]cacheShard, n), ttl: ttl}
	for i := range rc.shards {
		rc.shards[i] = cacheShard{entries: map[string]cachedResponse{}, maxBytes: maxBytes / n}
	}
	return rc
}

func (rc *responseCache) shard(key string) *cacheShard {
	return &rc.shards[maphash.String(etagSeed, key)%uint64(len(rc.shards))]
}

func (rc *responseCache) get(key string, version uint64, now time.Time) (cachedResponse, bool) {
	sh := rc.shard(key)
	sh.mu.RLock()
	e, ok := sh.entries[key]
	sh.mu.RUnlock()
	return e, ok && e.version == version && now.Before(e.expires)
}

func (rc *responseCache) put(key string, version uint64, body []byte, now time.Time) cachedResponse {
	etag := `"v` + strconv.FormatUint(version, 36) + "-" + strconv.FormatUint(maphash.Bytes(etagSeed, body), 36) + `"`
	e := cachedResponse{version: version, expires: now.Add(rc.ttl), body: body, etag: etag,
		header: cachedHeader{etag: []string{etag}, length: []string{strconv.Itoa(len(body))}}}
	rc.shard(key).keep(key, e)
	return e
}

func (sh *cacheShard) keep(key string, e cachedResponse) {
	sh.mu.Lock()
	defer sh.mu.Unlock()
	if old, ok := sh.entries[key]; ok {
		sh.bytes -= len(old.body)
	}
	if sh.bytes+len(e.body) > sh.maxBytes { // many distinct queries: start over rather than track ages
		sh.entries, sh.bytes = map[string]cachedResponse{}, 0
	}
	sh.entries[key] = e
	sh.bytes += len(e.body)
}

// encodeJSON is v as JSON: encoded already, or by encoding/json.
func encodeJSON(v any) ([]byte, error) {
	if pre, ok := v.(preEncoded); ok {
		return pre.encodedJSON(), nil
	}
	return json.Marshal(v)
}

// cachedJSON answers from the cache when it can, else loads, encodes and
// keeps the answer. The key is the request line's target as sent (the
// parsed URL's would be built anew per request); two spellings of one
// search are two entries.
func (s *Server) cachedJSON(c *gin.Context, version uint64, load func(*gin.Context) (any, error)) {
	key := c.Request.RequestURI
	if key == "" { // a request made in process rather than read from a client
		key = c.Request.URL.RequestURI()
	}
	now := time.Now()
	e, ok := s.responses.get(key, version, now)
	if !ok {
		v, err := load(c)
		if err != nil {
			abortWithError(c, err)
			return
		}
		body, err := encodeJSON(v)
		if err != nil {
			abortWithError(c, err)
			return
		}
		e = s.responses.put(key, version, body, now)
	}
	h := c.Writer.Header()
	h["Etag"], h["Cache-Control"] = e.header.etag, noCache // the keys as Header.Set writes them
	if c.GetHeader("If-None-Match") == e.etag {
		c.Status(http.StatusNotModified)
		return
	}
	h["Content-Type"], h["Content-Length"] = jsonContentType, e.header.length
	c.Status(http.StatusOK)
	_, _ = c.Writer.Write(e.body)
}
