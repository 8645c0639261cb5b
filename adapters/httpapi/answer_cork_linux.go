package httpapi

import (
	"net"
	"syscall"
)

func setCork(c *net.TCPConn, on bool) error {
	raw, err := c.SyscallConn()
	if err != nil {
		return err
	}
	value := 0
	if on {
		value = 1
	}
	var sockErr error
	if err := raw.Control(func(fd uintptr) {
		sockErr = syscall.SetsockoptInt(int(fd), syscall.IPPROTO_TCP, syscall.TCP_CORK, value)
	}); err != nil {
		return err
	}
	return sockErr
}
