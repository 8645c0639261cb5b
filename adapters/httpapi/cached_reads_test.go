package httpapi

import (
	"bufio"
	"io"
	"log/slog"
	"net"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// readsServer serves /api/products by the cached-reads loop, answering
// "loop: " and the target, and everything else by net/http, answering
// "net/http: " with the method, target and body.
func readsServer(t *testing.T, timeouts readTimeouts) (addr string, ln *readsListener) {
	t.Helper()
	inner, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	serve := func(req *http.Request) *recordedAnswer {
		a := recordedAnswers.Get().(*recordedAnswer)
		a.header.Set("Content-Type", "text/plain")
		_, _ = a.Write([]byte("loop: " + req.RequestURI))
		return a
	}
	ln = newReadsListener(inner, serve, func(path string) bool { return path == "/api/products" }, timeouts,
		slog.New(slog.NewTextHandler(io.Discard, nil)))
	srv := withHeldAnswers(&http.Server{ReadHeaderTimeout: time.Second, Handler: http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		_, _ = io.WriteString(w, "net/http: "+r.Method+" "+r.RequestURI+" "+string(body))
	})})
	go func() { _ = srv.Serve(ln) }()
	t.Cleanup(func() { _ = srv.Close() })
	return inner.Addr().String(), ln
}

var testTimeouts = readTimeouts{header: time.Second, idle: 5 * time.Second, write: 5 * time.Second}

// send writes raw on a new connection, closed when the test ends.
func send(t *testing.T, addr, raw string) net.Conn {
	t.Helper()
	conn, err := net.Dial("tcp", addr)
	require.NoError(t, err)
	t.Cleanup(func() { _ = conn.Close() })
	_ = conn.SetDeadline(time.Now().Add(5 * time.Second))
	_, err = io.WriteString(conn, raw)
	require.NoError(t, err)
	return conn
}

// exchange writes raw on a new connection and reads n answers off it.
func exchange(t *testing.T, addr, raw string, n int) []string {
	t.Helper()
	r := bufio.NewReader(send(t, addr, raw))
	var bodies []string
	var asked *http.Request
	if strings.HasPrefix(raw, "HEAD ") {
		asked = &http.Request{Method: http.MethodHead}
	}
	for range n {
		resp, err := http.ReadResponse(r, asked)
		require.NoError(t, err)
		body, err := io.ReadAll(resp.Body)
		require.NoError(t, err)
		bodies = append(bodies, resp.Status+" "+string(body))
	}
	return bodies
}

func TestCachedReadsAreAnsweredByTheLoopAndTheRestOfTheConnectionByNetHTTP(t *testing.T) {
	addr, _ := readsServer(t, testTimeouts)
	got := exchange(t, addr, "GET /api/products?q=ssd HTTP/1.1\r\nHost: shop\r\n\r\n"+
		"GET /api/products HTTP/1.1\r\nHost: shop\r\nCookie: a=b\r\n\r\n"+
		"POST /api/products HTTP/1.1\r\nHost: shop\r\nContent-Length: 3\r\n\r\nabc"+
		"GET /api/products HTTP/1.1\r\nHost: shop\r\n\r\n", 4)
	assert.Equal(t, []string{
		"200 OK loop: /api/products?q=ssd",
		"200 OK loop: /api/products",
		"200 OK net/http: POST /api/products abc",
		"200 OK net/http: GET /api/products ",
	}, got, "pipelined requests are answered in order; once handed over, the connection stays with net/http")
}

// Whatever the loop can't answer exactly as net/http would goes to net/http
// byte for byte, and net/http answers it, or refuses it.
func TestRequestsTheLoopDoesNotReadAreNetHTTPsAsSent(t *testing.T) {
	addr, _ := readsServer(t, testTimeouts)
	for name, c := range map[string]struct{ raw, answer string }{
		"another path":         {"GET /api/orders HTTP/1.1\r\nHost: shop\r\n\r\n", "200 OK net/http: GET /api/orders "},
		"HEAD":                 {"HEAD /api/products HTTP/1.1\r\nHost: shop\r\n\r\n", "200 OK "},
		"HTTP/1.0":             {"GET /api/products HTTP/1.0\r\n\r\n", "200 OK net/http: GET /api/products "},
		"a body by length":     {"GET /api/products HTTP/1.1\r\nHost: shop\r\nContent-Length: 2\r\n\r\nhi", "200 OK net/http: GET /api/products hi"},
		"a chunked body":       {"GET /api/products HTTP/1.1\r\nHost: shop\r\nTransfer-Encoding: chunked\r\n\r\n2\r\nhi\r\n0\r\n\r\n", "200 OK net/http: GET /api/products hi"},
		"an expectation":       {"GET /api/products HTTP/1.1\r\nHost: shop\r\nExpect: 100-continue\r\n\r\n", "200 OK net/http: GET /api/products "},
		"an upgrade":           {"GET /api/products HTTP/1.1\r\nHost: shop\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n\r\n", "200 OK net/http: GET /api/products "},
		"no host":              {"GET /api/products HTTP/1.1\r\n\r\n", "400 Bad Request: missing required Host header"},
		"a malformed host":     {"GET /api/products HTTP/1.1\r\nHost: a b\r\n\r\n", "400 Bad Request: malformed Host header"},
		"two hosts":            {"GET /api/products HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n", "400 Bad Request"},
		"a space before colon": {"GET /api/products HTTP/1.1\r\nHost: shop\r\nTransfer-Encoding : chunked\r\n\r\n", "400 Bad Request: invalid header name"},
		"bare line feeds":      {"GET /api/products HTTP/1.1\nHost: shop\n\n", "200 OK net/http: GET /api/products "},
		"a head over 4 KB":     {"GET /api/products HTTP/1.1\r\nHost: shop\r\nX-Long: " + strings.Repeat("a", 5000) + "\r\n\r\n", "200 OK net/http: GET /api/products "},
	} {
		t.Run(name, func(t *testing.T) {
			got := exchange(t, addr, c.raw, 1)
			assert.True(t, strings.HasPrefix(got[0], c.answer), "got %q", got[0])
			assert.NotContains(t, got[0], "loop:")
		})
	}
}

func TestTheLoopClosesAConnectionItsClientAskedToClose(t *testing.T) {
	addr, _ := readsServer(t, testTimeouts)
	conn := send(t, addr, "GET /api/products HTTP/1.1\r\nHost: shop\r\nConnection: close\r\n\r\n")
	all, err := io.ReadAll(conn)
	require.NoError(t, err, "the server closes it rather than wait")
	assert.Contains(t, string(all), "Connection: close\r\n")
	assert.True(t, strings.HasSuffix(string(all), "loop: /api/products"))
}

func TestAHeadThatTricklesInIsCutOffAtTheHeaderTimeout(t *testing.T) {
	addr, _ := readsServer(t, readTimeouts{header: 300 * time.Millisecond, idle: 10 * time.Second, write: time.Second})
	conn := send(t, addr, "GET /api/products HTTP/1.1\r\nHo")
	began := time.Now()
	_, err := conn.Read(make([]byte, 1))
	assert.ErrorIs(t, err, io.EOF, "the server closed the connection")
	assert.Less(t, time.Since(began), 3*time.Second)
}

func TestClosingTheListenerClosesTheLoopsIdleConnections(t *testing.T) {
	addr, ln := readsServer(t, testTimeouts)
	r := bufio.NewReader(send(t, addr, "GET /api/products HTTP/1.1\r\nHost: shop\r\n\r\n"))
	resp, err := http.ReadResponse(r, nil)
	require.NoError(t, err)
	_, _ = io.Copy(io.Discard, resp.Body)

	require.NoError(t, ln.Close())
	_, err = r.ReadByte()
	assert.ErrorIs(t, err, io.EOF, "an idle connection is closed, not left waiting for the idle timeout")
}

func TestRouteMatchesTakesAParameterAsOneWholeSegment(t *testing.T) {
	assert.True(t, routeMatches("/api/products", "/api/products"))
	assert.True(t, routeMatches("/api/products/:id", "/api/products/abc"))
	assert.False(t, routeMatches("/api/products/:id", "/api/products/"))
	assert.False(t, routeMatches("/api/products/:id", "/api/products/abc/reviews"))
	assert.False(t, routeMatches("/api/products", "/api/products/abc"))
	assert.False(t, routeMatches("/api/products", "/api/product"))
}
