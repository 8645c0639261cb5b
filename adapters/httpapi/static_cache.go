package httpapi

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/hex"
	"io/fs"
	"mime"
	"net/http"
	"path"
	"strings"
	"sync"

	"github.com/gin-gonic/gin"
)

// staticFile is one front-end file held in memory with its gzip form, so
// the shell and its assets are served without touching the file system or
// compressing per request.
type staticFile struct {
	contentType string
	etag        string
	plain       []byte
	gzipped     []byte // nil when compression doesn't pay
}

type staticCache struct {
	files fs.FS
	mu    sync.RWMutex
	byKey map[string]*staticFile
}

func newStaticCache(files fs.FS) *staticCache {
	return &staticCache{files: files, byKey: map[string]*staticFile{}}
}

func (c *staticCache) get(name string) (*staticFile, bool) {
	c.mu.RLock()
	f, ok := c.byKey[name]
	c.mu.RUnlock()
	if ok || c.files == nil {
		return f, ok
	}
	data, err := fs.ReadFile(c.files, name)
	if err != nil {
		return nil, false
	}
	f = newStaticFile(name, data)
	c.mu.Lock()
	c.byKey[name] = f
	c.mu.Unlock()
	return f, true
}

func newStaticFile(name string, data []byte) *staticFile {
	sum := sha256.Sum256(data)
	ct := mime.TypeByExtension(path.Ext(name))
	if ct == "" {
		ct = http.DetectContentType(data)
	}
	f := &staticFile{contentType: ct, etag: `"` + hex.EncodeToString(sum[:8]) + `"`, plain: data}
	if compressible(ct) && len(data) > 512 {
		var buf bytes.Buffer
		zw, _ := gzip.NewWriterLevel(&buf, gzip.BestCompression)
		_, _ = zw.Write(data)
		_ = zw.Close()
		if buf.Len() < len(data)*9/10 {
			f.gzipped = buf.Bytes()
		}
	}
	return f
}

func compressible(contentType string) bool {
	for _, t := range []string{"text/", "javascript", "json", "svg", "xml"} {
		if strings.Contains(contentType, t) {
			return true
		}
	}
	return false
}

// write answers with the file; only a 200 answer is conditional.
func (f *staticFile) write(c *gin.Context, status int, cacheControl string) {
	h := c.Writer.Header()
	h.Set("Cache-Control", cacheControl)
	h.Set("Vary", "Accept-Encoding")
	if status == http.StatusOK {
		h.Set("ETag", f.etag)
	}
	if status == http.StatusOK && c.GetHeader("If-None-Match") == f.etag {
		c.Status(http.StatusNotModified)
		return
	}
	body := f.plain
	if f.gzipped != nil && strings.Contains(c.GetHeader("Accept-Encoding"), "gzip") {
		h.Set("Content-Encoding", "gzip")
		body = f.gzipped
	}
	c.Data(status, f.contentType, body)
}
