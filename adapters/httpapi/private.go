package httpapi

import (
	"github.com/gin-gonic/gin"
	"net/http"
)

// noStore keeps the answer out of every cache, browser and proxy alike,
// whatever the handler later sets: it carries one user's data, or an
// error about their credentials.
func noStore(c *gin.Context) {
	if _, done := c.Writer.(noStoreWriter); !done {
		c.Writer = noStoreWriter{c.Writer}
	}
	c.Next()
}

// noStoreWhenAuthorized applies noStore to every request that carries
// credentials, on any route, including ones that turn out not to exist.
func noStoreWhenAuthorized(c *gin.Context) {
	if c.GetHeader("Authorization") != "" {
		noStore(c)
		return
	}
	c.Next()
}

// noStoreWriter sets Cache-Control: no-store just before the header is
// written, so a handler's own Cache-Control can't loosen it.
type noStoreWriter struct{ gin.ResponseWriter }

func (w noStoreWriter) forbidStore() {
	if !w.Written() {
		w.Header().Set("Cache-Control", "no-store")
	}
}

// Unwrap lets http.ResponseController reach the connection: a long
// download or import pushes its deadlines out (csv_handlers.go), and
// without it that silently did nothing on admin routes.
func (w noStoreWriter) Unwrap() http.ResponseWriter { return w.ResponseWriter }

// Flush sends the header too, so it must forbid storing first: a streamed
// answer flushed before its first write would otherwise go out cacheable.
func (w noStoreWriter) Flush() {
	w.forbidStore()
	w.ResponseWriter.Flush()
}

func (w noStoreWriter) WriteHeader(code int) {
	w.forbidStore()
	w.ResponseWriter.WriteHeader(code)
}

func (w noStoreWriter) WriteHeaderNow() {
	w.forbidStore()
	w.ResponseWriter.WriteHeaderNow()
}

func (w noStoreWriter) Write(b []byte) (int, error) {
	w.forbidStore()
	return w.ResponseWriter.Write(b)
}

func (w noStoreWriter) WriteString(s string) (int, error) {
	w.forbidStore()
	return w.ResponseWriter.WriteString(s)
}
