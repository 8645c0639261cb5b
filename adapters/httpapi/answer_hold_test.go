package httpapi

import (
	"bytes"
	"errors"
	"io"
	"net"
	"net/http"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/gin-gonic/gin"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// recordingConn keeps what is written to it, one entry per write, and the
// cork calls made for it.
type recordingConn struct {
	net.Conn
	writes   [][]byte
	corks    []bool
	fail     bool
	closed   bool
	halfShut bool
}

func (c *recordingConn) Write(p []byte) (int, error) {
	if c.fail {
		return 0, errors.New("connection reset")
	}
	c.writes = append(c.writes, bytes.Clone(p))
	return len(p), nil
}

func (c *recordingConn) SetWriteDeadline(time.Time) error { return nil }
func (c *recordingConn) SetDeadline(time.Time) error      { return nil }
func (c *recordingConn) Close() error                     { c.closed = true; return nil }
func (c *recordingConn) CloseWrite() error                { c.halfShut = true; return nil }

func recordedAnswerConn() (*answerConn, *recordingConn) {
	rec := &recordingConn{}
	return &answerConn{Conn: rec, cork: func(on bool) error { rec.corks = append(rec.corks, on); return nil }}, rec
}

// sent is everything rec was written, in order.
func (c *recordingConn) sent() []byte { return bytes.Join(c.writes, nil) }

func TestAHeldAnswerLeavesInOneWriteWhenNetHTTPClearsItsDeadline(t *testing.T) {
	conn, rec := recordedAnswerConn()
	head, body := bytes.Repeat([]byte("h"), 4096), bytes.Repeat([]byte("b"), 17_000)
	conn.hold()
	_, _ = conn.Write(head)
	n, err := conn.Write(body)
	require.NoError(t, err)
	assert.Equal(t, len(body), n)
	assert.Empty(t, rec.writes, "nothing leaves while the answer is written")

	require.NoError(t, conn.SetWriteDeadline(time.Time{}))
	require.Len(t, rec.writes, 1, "the answer leaves in one write")
	assert.Equal(t, append(head, body...), rec.sent())
	assert.Empty(t, rec.corks, "an answer that fits is not corked")

	_, _ = conn.Write([]byte("next"))
	assert.Len(t, rec.writes, 2, "once released, writes go straight out")
}

func TestAnAnswerTooLargeToHoldIsSentCorkedAndInOrder(t *testing.T) {
	conn, rec := recordedAnswerConn()
	first, second, rest := bytes.Repeat([]byte("1"), 100_000), bytes.Repeat([]byte("2"), 100_000), []byte("3")
	conn.hold()
	_, _ = conn.Write(first)
	n, err := conn.Write(second)
	require.NoError(t, err)
	assert.Equal(t, len(second), n, "the count is of the caller's bytes, not of what was held")
	conn.hold() // the writer asks again for its next large write
	_, _ = conn.Write(rest)
	assert.Equal(t, []bool{true}, rec.corks, "corked when it outgrew what is held")
	assert.Equal(t, bytes.Join([][]byte{first, second, rest}, nil), rec.sent(), "nothing is held once corked")

	conn.release()
	assert.Equal(t, []bool{true, false}, rec.corks, "uncorked when the answer is complete")
}

func TestAHeldAnswerThatCannotBeSentClosesItsConnection(t *testing.T) {
	conn, rec := recordedAnswerConn()
	conn.hold()
	_, _ = conn.Write(bytes.Repeat([]byte("x"), 5000))
	rec.fail = true
	conn.release()
	assert.True(t, rec.closed, "a client that got part of an answer gets nothing more on that connection")
}

func TestHalfClosingSendsTheHeldAnswerFirst(t *testing.T) {
	conn, rec := recordedAnswerConn()
	conn.hold()
	_, _ = conn.Write([]byte("HTTP/1.1 413 Request Entity Too Large\r\n\r\n"))
	require.NoError(t, conn.CloseWrite())
	assert.Len(t, rec.writes, 1)
	assert.True(t, rec.halfShut)
}

// heldAnswer is what a handler saw of its connection after writing its answer.
type heldAnswer struct {
	conn *answerConn
	held int
}

// holdingServer answers /page?n=N with N bytes (then flushes them, given
// flush=1) and reports on seen how much its connection held once they
// were written.
func holdingServer(t *testing.T) (string, chan heldAnswer) {
	seen := make(chan heldAnswer, 4)
	gin.SetMode(gin.ReleaseMode)
	engine := gin.New()
	engine.Use(holdAnswers)
	answer := func(c *gin.Context) {
		_, _ = io.Copy(io.Discard, c.Request.Body)
		ac, _ := c.Request.Context().Value(answerConnKey{}).(*answerConn)
		if ac == nil {
			c.Status(http.StatusInternalServerError)
			return
		}
		n, _ := strconv.Atoi(c.Query("n"))
		c.Data(http.StatusOK, "application/json", bytes.Repeat([]byte("x"), n))
		if c.Query("flush") != "" {
			c.Writer.Flush()
		}
		held := 0
		if ac.held != nil {
			held = len(*ac.held)
		}
		seen <- heldAnswer{ac, held}
	}
	engine.GET("/page", answer)
	engine.POST("/page", answer)
	srv := withHeldAnswers(&http.Server{Handler: engine, ReadHeaderTimeout: time.Second, WriteTimeout: 5 * time.Second})
	ln, err := listenWrapped("127.0.0.1:0", func(ln net.Listener) net.Listener { return answersListener{ln} })()
	require.NoError(t, err)
	go func() { _ = srv.Serve(ln) }()
	t.Cleanup(func() { _ = srv.Close() })
	return "http://" + ln.Addr().String() + "/page", seen
}

func TestLargeAnswersToReadsAreHeldUntilTheyAreComplete(t *testing.T) {
	url, seen := holdingServer(t)
	client := &http.Client{Timeout: 5 * time.Second}
	fetch := func(method string, n int, body io.Reader, query ...string) heldAnswer {
		req, err := http.NewRequest(method, url+"?n="+strconv.Itoa(n)+strings.Join(query, ""), body)
		require.NoError(t, err)
		resp, err := client.Do(req)
		require.NoError(t, err)
		got, err := io.ReadAll(resp.Body)
		require.NoError(t, err)
		require.NoError(t, resp.Body.Close())
		assert.Equal(t, bytes.Repeat([]byte("x"), n), got, "the whole answer arrives")
		return <-seen
	}

	large := fetch(http.MethodGet, 21_000, nil) // past net/http's 4 KB buffer
	assert.Greater(t, large.held, 21_000, "a large answer to a GET is held, head and body, while it is written")
	small := fetch(http.MethodGet, 300, nil)
	assert.Zero(t, small.held, "a small answer, one write anyway, is not held")
	posted := fetch(http.MethodPost, 21_000, bytes.NewReader(make([]byte, 10_000)))
	assert.Zero(t, posted.held, "a request with a body is not held: its 100 Continue must not wait")
	flushed := fetch(http.MethodGet, 21_000, nil, "&flush=1")
	assert.Zero(t, flushed.held, "a handler that flushes has its answer sent at once")
	huge := fetch(http.MethodGet, 3*maxHeld, nil)
	assert.Zero(t, huge.held, "an answer larger than maxHeld is sent as it is written")
	assert.Same(t, large.conn, flushed.conn, "all came over one kept-alive connection")
	assert.Same(t, large.conn, posted.conn)
	assert.Same(t, large.conn, huge.conn)
}

// answersListener hands net/http connections that can hold answers, as the
// read loop does when it hands a connection over.
type answersListener struct{ net.Listener }

func (l answersListener) Accept() (net.Conn, error) {
	c, err := l.Listener.Accept()
	if tc, ok := c.(*net.TCPConn); ok {
		return newAnswerConn(tc), nil
	}
	return c, err
}
