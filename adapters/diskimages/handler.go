package diskimages

import (
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"strings"
)

// namePattern is the only shape SaveImage produces; nothing else is served,
// which also rules out path traversal.
var namePattern = regexp.MustCompile(`^([0-9a-f]{32})\.(png|jpg)$`)

var contentTypes = map[string]string{"png": "image/png", "jpg": "image/jpeg"}

// Handler serves GET and HEAD /images/<name>. Mount it at URLPrefix without
// stripping the prefix (a bare "<name>" path is accepted too). Images never
// change under a name, so they are cached for a year.
func (s *Store) Handler() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			w.Header().Set("Allow", "GET, HEAD")
			http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
			return
		}
		name := strings.TrimPrefix(strings.TrimPrefix(r.URL.Path, URLPrefix), "/")
		m := namePattern.FindStringSubmatch(name)
		if m == nil {
			http.NotFound(w, r)
			return
		}
		f, err := os.Open(filepath.Join(s.dir, name))
		if err != nil {
			http.NotFound(w, r)
			return
		}
		defer f.Close()
		info, err := f.Stat()
		if err != nil || !info.Mode().IsRegular() {
			http.NotFound(w, r)
			return
		}
		h := w.Header()
		h.Set("Content-Type", contentTypes[m[2]])
		h.Set("Cache-Control", "public, max-age=31536000, immutable")
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("Content-Security-Policy", "default-src 'none'")
		h.Set("ETag", `"`+m[1]+`"`)
		http.ServeContent(w, r, name, info.ModTime(), f)
	})
}
