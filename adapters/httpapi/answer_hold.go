package httpapi

import (
	"context"
	"net"
	"net/http"

	"github.com/gin-gonic/gin"
)

// A large answer to a GET leaves in full packets: its connection is corked
// (TCP_CORK, what nginx's tcp_nopush sets) from the first write of more
// than corkFrom bytes, and uncorked once the answer is complete, which
// sends the rest at once. net/http writes an answer over 4 KB in two calls
// (its buffer of headers and the body's start, then the rest), and with
// Nagle off each call went out as a packet of its own. Corked, the cached
// first page of 21 KB is one packet on loopback, and its rate rose by about
// a tenth (docs/benchmarks.md, seventh round). Small answers, which
// net/http sends in one write anyway, are left alone: corking them would
// only add two system calls each. So are requests with a body: the
// "100 Continue" net/http sends before reading one must not wait.

// corkableConn is an accepted TCP connection that can hold its writes.
// Only the connection's own goroutine (net/http's serve loop, which also
// runs the handler and the ConnState hook) touches corked.
type corkableConn struct {
	*net.TCPConn
	corked bool
}

func (c *corkableConn) cork() {
	if !c.corked && setCork(c.TCPConn, true) == nil {
		c.corked = true
	}
}

func (c *corkableConn) uncork() {
	if c.corked {
		c.corked = false
		_ = setCork(c.TCPConn, false) // if this fails, the kernel sends within 200 ms
	}
}

// corkingListener hands out corkable connections.
type corkingListener struct{ net.Listener }

func (l corkingListener) Accept() (net.Conn, error) {
	c, err := l.Listener.Accept()
	if tc, ok := c.(*net.TCPConn); ok {
		return &corkableConn{TCPConn: tc}, nil
	}
	return c, err
}

// withCorking makes srv cork its answers: requests carry their connection,
// and a connection is uncorked when its answer is done.
func withCorking(srv *http.Server) *http.Server {
	srv.ConnContext = func(ctx context.Context, c net.Conn) context.Context {
		if cc, ok := c.(*corkableConn); ok {
			return context.WithValue(ctx, corkableConnKey{}, cc)
		}
		return ctx
	}
	srv.ConnState = func(c net.Conn, state http.ConnState) {
		if cc, ok := c.(*corkableConn); ok && (state == http.StateIdle || state == http.StateHijacked) {
			cc.uncork()
		}
	}
	return srv
}

type corkableConnKey struct{}

// corkAnswers has a request without a body cork its connection when it
// writes a large answer.
func corkAnswers(c *gin.Context) {
	if m := c.Request.Method; m == http.MethodGet || m == http.MethodHead {
		if cc, ok := c.Request.Context().Value(corkableConnKey{}).(*corkableConn); ok {
			c.Writer = &corkingWriter{ResponseWriter: c.Writer, conn: cc}
		}
	}
	c.Next()
}

// corkFrom is net/http's buffer before chunking: a larger write goes past
// it, and the answer takes more than the one write a small answer takes.
const corkFrom = 2048

// corkingWriter corks its connection before a write of more than corkFrom.
type corkingWriter struct {
	gin.ResponseWriter
	conn *corkableConn
}

func (w *corkingWriter) Write(p []byte) (int, error) {
	w.corkFor(len(p))
	return w.ResponseWriter.Write(p)
}

func (w *corkingWriter) WriteString(s string) (int, error) {
	w.corkFor(len(s))
	return w.ResponseWriter.WriteString(s)
}

// Flush sends what is written at once, as a handler that flushes means.
func (w *corkingWriter) Flush() {
	w.ResponseWriter.Flush()
	w.conn.uncork()
}

// Unwrap lets http.ResponseController reach the connection: a download
// pushes its write deadline out through it (csv_handlers.go), and without
// this a 1M-product export was cut off when the server's timeout came.
func (w *corkingWriter) Unwrap() http.ResponseWriter { return w.ResponseWriter }

func (w *corkingWriter) corkFor(n int) {
	if n > corkFrom {
		w.conn.cork()
	}
}
