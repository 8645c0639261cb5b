package httpapi

import (
	"context"
	"net"
	"net/http"
	"sync"
	"time"

	"github.com/gin-gonic/gin"
)

// A large answer to a GET leaves in one write. net/http writes an answer
// over 4 KB in two calls (its 4 KB buffer of headers and the body's start,
// then the rest), and with Nagle off each call went out as packets of its
// own. So from a GET's first write of more than holdFrom bytes, its
// connection holds what net/http writes and sends it in one write when the
// answer is complete: when net/http clears the answer's write deadline
// (which it does as soon as the answer is flushed), when the handler
// flushes, or when the connection goes idle or is handed over.
//
// The cached first page of 21 KB is one write of one packet on loopback.
// This replaced corking the socket for the answer (TCP_CORK, nginx's
// tcp_nopush), which sent the same packets at the cost of two more system
// calls per answer (docs/benchmarks.md, tenth round). An answer that
// outgrows maxHeld is still sent corked: a download need not be held in
// memory to leave in full packets.
//
// Small answers, which net/http sends in one write anyway, are left alone,
// and so are requests with a body: the "100 Continue" net/http sends
// before reading one must not wait.

// holdFrom is net/http's buffer before chunking: a larger write goes past
// it, and the answer takes more than the one write a small answer takes.
const holdFrom = 2048

// maxHeld is the most an answer is held for: a catalogue page of 100
// products fits.
const maxHeld = 128 << 10

var heldBuffers = sync.Pool{New: func() any { b := make([]byte, 0, 32<<10); return &b }}

// answerConn is an accepted TCP connection that can hold an answer's
// writes. Only the connection's own goroutine (net/http's serve loop, which
// also runs the handler and the ConnState hook) writes to it.
type answerConn struct {
	net.Conn
	cork    func(on bool) error // TCP_CORK on the socket
	holding bool
	held    *[]byte // from heldBuffers while an answer is held
	corked  bool
	replay  []byte // read from the client before net/http had the connection: net/http reads it first
}

func (c *answerConn) Read(p []byte) (int, error) {
	if len(c.replay) > 0 {
		n := copy(p, c.replay)
		if c.replay = c.replay[n:]; len(c.replay) == 0 {
			c.replay = nil
		}
		return n, nil
	}
	return c.Conn.Read(p)
}

func newAnswerConn(c *net.TCPConn) *answerConn {
	return &answerConn{Conn: c, cork: func(on bool) error { return setCork(c, on) }}
}

// hold keeps what is written from now until release, unless the answer
// already outgrew maxHeld and is corked.
func (c *answerConn) hold() {
	if !c.corked {
		c.holding = true
	}
}

func (c *answerConn) Write(p []byte) (int, error) {
	if !c.holding {
		return c.Conn.Write(p)
	}
	if c.held == nil {
		c.held = heldBuffers.Get().(*[]byte)
	}
	if len(*c.held)+len(p) <= maxHeld {
		*c.held = append(*c.held, p...)
		return len(p), nil
	}
	return c.overflow(p)
}

// overflow sends what is held and p together, corked, and stops holding:
// the rest of a large answer is written as it comes and leaves in full
// packets, and the connection is uncorked on release.
func (c *answerConn) overflow(p []byte) (int, error) {
	c.holding = false
	c.corked = c.cork(true) == nil
	held := len(*c.held)
	bufs := net.Buffers{*c.held, p}
	n, err := bufs.WriteTo(c.Conn)
	c.dropHeld()
	return int(max(0, n-int64(held))), err
}

// release sends the held answer in one write and uncorks. A connection
// whose answer could not be sent is closed: its client got part of an
// answer, and nothing more may follow on it.
func (c *answerConn) release() {
	c.holding = false
	if c.held != nil {
		_, err := c.Conn.Write(*c.held)
		c.dropHeld()
		if err != nil {
			_ = c.Conn.Close()
		}
	}
	if c.corked {
		c.corked = false
		_ = c.cork(false) // if this fails, the kernel sends within 200 ms
	}
}

func (c *answerConn) dropHeld() {
	*c.held = (*c.held)[:0]
	heldBuffers.Put(c.held)
	c.held = nil
}

// SetWriteDeadline sends the held answer under the deadline it was written
// under, then sets the new one. net/http clears the deadline once it has
// flushed an answer: that is where a held answer is complete.
func (c *answerConn) SetWriteDeadline(t time.Time) error {
	c.release()
	return c.Conn.SetWriteDeadline(t)
}

func (c *answerConn) SetDeadline(t time.Time) error {
	c.release()
	return c.Conn.SetDeadline(t)
}

// CloseWrite sends what is held, then half-closes: net/http does this to
// let a client read the answer to a request it stopped reading. The
// connection is embedded as a net.Conn, not a *net.TCPConn, so that
// net/http can't reach the socket's ReadFrom and write past what is held.
func (c *answerConn) CloseWrite() error {
	c.release()
	if cw, ok := c.Conn.(interface{ CloseWrite() error }); ok {
		return cw.CloseWrite()
	}
	return nil
}

// withHeldAnswers lets srv's requests reach their connection, and sends
// whatever is still held when a connection goes idle or is handed over.
func withHeldAnswers(srv *http.Server) *http.Server {
	srv.ConnContext = func(ctx context.Context, c net.Conn) context.Context {
		if ac, ok := c.(*answerConn); ok {
			return context.WithValue(ctx, answerConnKey{}, ac)
		}
		return ctx
	}
	srv.ConnState = func(c net.Conn, state http.ConnState) {
		if ac, ok := c.(*answerConn); ok && (state == http.StateIdle || state == http.StateHijacked) {
			ac.release()
		}
	}
	return srv
}

type answerConnKey struct{}

// holdAnswers has a request without a body hold its large answer.
func holdAnswers(c *gin.Context) {
	if m := c.Request.Method; m == http.MethodGet || m == http.MethodHead {
		if ac, ok := c.Request.Context().Value(answerConnKey{}).(*answerConn); ok {
			c.Writer = &holdingWriter{ResponseWriter: c.Writer, conn: ac}
		}
	}
	c.Next()
}

// holdingWriter holds its connection's writes from a write of more than holdFrom.
type holdingWriter struct {
	gin.ResponseWriter
	conn *answerConn
}

func (w *holdingWriter) Write(p []byte) (int, error) {
	w.holdFor(len(p))
	return w.ResponseWriter.Write(p)
}

func (w *holdingWriter) WriteString(s string) (int, error) {
	w.holdFor(len(s))
	return w.ResponseWriter.WriteString(s)
}

// Flush sends what is written at once, as a handler that flushes means.
func (w *holdingWriter) Flush() {
	w.ResponseWriter.Flush()
	w.conn.release()
}

// Unwrap lets http.ResponseController reach the connection: a download
// pushes its write deadline out through it (csv_handlers.go), and without
// this a 1M-product export was cut off when the server's timeout came.
func (w *holdingWriter) Unwrap() http.ResponseWriter { return w.ResponseWriter }

func (w *holdingWriter) holdFor(n int) {
	if n > holdFrom {
		w.conn.hold()
	}
}
