package httpapi

import (
	"bytes"
	"io"
	"net"
	"net/http"
	"strconv"
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

// corkingServer answers /page with body, telling in X-Corked whether its
// connection was corked while it answered, and hands the connection over.
func corkingServer(t *testing.T, body []byte) (string, chan *corkableConn) {
	conns := make(chan *corkableConn, 4)
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
		c.Header("X-Corked", strconv.Itoa(corkOf(cc.TCPConn)))
		conns <- cc
		c.Data(http.StatusOK, "application/json", body)
	}
	engine.GET("/page", answer)
	engine.POST("/page", answer)
	srv := withCorking(&http.Server{Handler: engine, ReadHeaderTimeout: time.Second})
	ln, err := listenCorking("127.0.0.1:0")()
	require.NoError(t, err)
	go func() { _ = srv.Serve(ln) }()
	t.Cleanup(func() { _ = srv.Close() })
	return "http://" + ln.Addr().String() + "/page", conns
}

func TestAnswersToReadsAreCorkedUntilTheyAreComplete(t *testing.T) {
	body := bytes.Repeat([]byte("x"), 21_000) // over net/http's 4 KB buffer
	url, conns := corkingServer(t, body)
	client := &http.Client{Timeout: 5 * time.Second}

	resp, err := client.Get(url)
	require.NoError(t, err)
	got, err := io.ReadAll(resp.Body)
	require.NoError(t, err)
	require.NoError(t, resp.Body.Close())
	assert.Equal(t, body, got, "the whole answer arrives")
	assert.Equal(t, "1", resp.Header.Get("X-Corked"), "a GET's connection is corked while it is answered")
	conn := <-conns
	assert.Eventually(t, func() bool { return corkOf(conn.TCPConn) == 0 }, 2*time.Second, 5*time.Millisecond,
		"the connection is uncorked once the answer is complete")

	resp, err = client.Post(url, "text/csv", bytes.NewReader(body))
	require.NoError(t, err)
	_, _ = io.Copy(io.Discard, resp.Body)
	require.NoError(t, resp.Body.Close())
	assert.Equal(t, "0", resp.Header.Get("X-Corked"), "a request with a body is not corked: its 100 Continue must not wait")
	assert.Same(t, conn, <-conns, "both requests came over one kept-alive connection")
}
