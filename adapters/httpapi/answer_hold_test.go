package httpapi

import (
	"bytes"
	"io"
	"net"
	"net/http"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/gin-gonic/gin"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// corkOf reads TCP_CORK off c's socket: 1 corked, 0 not, -1 unreadable.
func corkOf(c *net.TCPConn) int {
	raw, err := c.SyscallConn()
	if err != nil {
		return -1
	}
	value, sockErr := -1, error(nil)
	if err := raw.Control(func(fd uintptr) {
		value, sockErr = syscall.GetsockoptInt(int(fd), syscall.IPPROTO_TCP, syscall.TCP_CORK)
	}); err != nil || sockErr != nil {
		return -1
	}
	return value
}

// corked is what a handler saw of its connection after writing its answer.
type corked struct {
	conn  *corkableConn
	state int
}

// corkingServer answers /page?n=N with N bytes (then flushes them, given
// flush=1) and reports on seen whether the connection was corked once they
// were written.
func corkingServer(t *testing.T) (string, chan corked) {
	seen := make(chan corked, 4)
	gin.SetMode(gin.ReleaseMode)
	engine := gin.New()
	engine.Use(corkAnswers)
	answer := func(c *gin.Context) {
		_, _ = io.Copy(io.Discard, c.Request.Body)
		cc, _ := c.Request.Context().Value(corkableConnKey{}).(*corkableConn)
		if cc == nil {
			c.Status(http.StatusInternalServerError)
			return
		}
		n, _ := strconv.Atoi(c.Query("n"))
		c.Data(http.StatusOK, "application/json", bytes.Repeat([]byte("x"), n))
		if c.Query("flush") != "" {
			c.Writer.Flush()
		}
		seen <- corked{cc, corkOf(cc.TCPConn)}
	}
	engine.GET("/page", answer)
	engine.POST("/page", answer)
	srv := withCorking(&http.Server{Handler: engine, ReadHeaderTimeout: time.Second})
	ln, err := listenCorking("127.0.0.1:0")()
	require.NoError(t, err)
	go func() { _ = srv.Serve(ln) }()
	t.Cleanup(func() { _ = srv.Close() })
	return "http://" + ln.Addr().String() + "/page", seen
}

func TestLargeAnswersToReadsAreCorkedUntilTheyAreComplete(t *testing.T) {
	url, seen := corkingServer(t)
	client := &http.Client{Timeout: 5 * time.Second}
	fetch := func(method string, n int, body io.Reader, query ...string) corked {
		req, err := http.NewRequest(method, url+"?n="+strconv.Itoa(n)+strings.Join(query, ""), body)
		require.NoError(t, err)
		resp, err := client.Do(req)
		require.NoError(t, err)
		got, err := io.ReadAll(resp.Body)
		require.NoError(t, err)
		require.NoError(t, resp.Body.Close())
		assert.Len(t, got, n, "the whole answer arrives")
		return <-seen
	}

	large := fetch(http.MethodGet, 21_000, nil) // past net/http's 4 KB buffer
	assert.Equal(t, 1, large.state, "a large answer to a GET is corked while it is written")
	assert.Eventually(t, func() bool { return corkOf(large.conn.TCPConn) == 0 }, 2*time.Second, 5*time.Millisecond,
		"the connection is uncorked once the answer is complete")

	small := fetch(http.MethodGet, 300, nil)
	assert.Equal(t, 0, small.state, "a small answer, one write anyway, is not corked")
	posted := fetch(http.MethodPost, 21_000, bytes.NewReader(make([]byte, 10_000)))
	assert.Equal(t, 0, posted.state, "a request with a body is not corked: its 100 Continue must not wait")
	flushed := fetch(http.MethodGet, 21_000, nil, "&flush=1")
	assert.Equal(t, 0, flushed.state, "a handler that flushes has its answer sent at once")
	assert.Same(t, large.conn, flushed.conn, "all four came over one kept-alive connection")
	assert.Same(t, large.conn, posted.conn)
}
