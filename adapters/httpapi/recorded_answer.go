package httpapi

import (
	"bytes"
	"cmp"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"time"
)

// recordedAnswer is an answer the gin engine made in memory, for the
// cached-reads loop to write in one go. Its routes answer JSON of a bounded
// size, and nothing they do needs the connection (no flushing to a client
// that waits, no hijacking).
type recordedAnswer struct {
	header http.Header
	status int
	body   bytes.Buffer
}

var recordedAnswers = sync.Pool{New: func() any { return &recordedAnswer{header: http.Header{}} }}

// recordAnswer serves req through the engine, into memory.
func (s *Server) recordAnswer(req *http.Request) *recordedAnswer {
	a := recordedAnswers.Get().(*recordedAnswer)
	s.engine.ServeHTTP(a, req)
	return a
}

func (a *recordedAnswer) Header() http.Header { return a.header }

func (a *recordedAnswer) WriteHeader(status int) {
	if a.status == 0 {
		a.status = status
	}
}

func (a *recordedAnswer) Write(p []byte) (int, error) {
	a.WriteHeader(http.StatusOK)
	return a.body.Write(p)
}

// Flush has nothing to do: the answer is written whole once it is made.
func (a *recordedAnswer) Flush() {}

// maxKeptBody is the largest body whose buffer goes back to the pool.
const maxKeptBody = 256 << 10

func (a *recordedAnswer) release() {
	clear(a.header)
	a.status = 0
	if a.body.Cap() > maxKeptBody {
		a.body = bytes.Buffer{}
	}
	a.body.Reset()
	recordedAnswers.Put(a)
}

// writeHead writes the status line and headers as net/http would: the
// handler's headers sorted and with line breaks made spaces
// (http.Header.Write), then the length of the body as recorded, the Date,
// and Connection: close when the connection closes after it.
func (a *recordedAnswer) writeHead(out *bytes.Buffer, now time.Time, closing bool) {
	status := cmp.Or(a.status, http.StatusOK)
	out.WriteString("HTTP/1.1 ")
	out.Write(strconv.AppendInt(out.AvailableBuffer(), int64(status), 10))
	out.WriteByte(' ')
	out.WriteString(http.StatusText(status))
	out.WriteString("\r\n")
	for _, framing := range []string{"Content-Length", "Transfer-Encoding", "Connection"} { // the loop's to write
		delete(a.header, framing)
	}
	hasDate := len(a.header["Date"]) > 0
	_ = a.header.Write(out)
	if bodyAllowed(status) {
		out.WriteString("Content-Length: ")
		out.Write(strconv.AppendInt(out.AvailableBuffer(), int64(a.body.Len()), 10))
		out.WriteString("\r\n")
	} else {
		a.body.Reset()
	}
	if !hasDate {
		out.WriteString("Date: ")
		out.Write(now.UTC().AppendFormat(out.AvailableBuffer(), http.TimeFormat))
		out.WriteString("\r\n")
	}
	if closing {
		out.WriteString("Connection: close\r\n")
	}
	out.WriteString("\r\n")
}

// bodyAllowed is net/http's rule: no body with 1xx, 204 or 304.
func bodyAllowed(status int) bool {
	return status >= 200 && status != http.StatusNoContent && status != http.StatusNotModified
}

// cachedPath reports whether path is that of a route with a response cache.
func (s *Server) cachedPath(path string) bool {
	for _, pattern := range s.cachedRoutes {
		if routeMatches(pattern, path) {
			return true
		}
	}
	return false
}

// routeMatches reports whether path fits a gin route pattern whose
// parameters are whole segments (":id").
func routeMatches(pattern, path string) bool {
	for {
		want, patternRest, patternMore := strings.Cut(pattern, "/")
		got, pathRest, pathMore := strings.Cut(path, "/")
		if patternMore != pathMore || got == "" && strings.HasPrefix(want, ":") || !strings.HasPrefix(want, ":") && want != got {
			return false
		}
		if !pathMore {
			return true
		}
		pattern, path = patternRest, pathRest
	}
}
