package httpapi

import (
	"net"
	"syscall"
	"testing"

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

func TestSetCorkCorksAndUncorksTheSocket(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	defer ln.Close()
	client, err := net.Dial("tcp", ln.Addr().String())
	require.NoError(t, err)
	defer client.Close()
	tc := client.(*net.TCPConn)
	require.NoError(t, setCork(tc, true))
	assert.Equal(t, 1, corkOf(tc))
	require.NoError(t, setCork(tc, false))
	assert.Equal(t, 0, corkOf(tc))
}
