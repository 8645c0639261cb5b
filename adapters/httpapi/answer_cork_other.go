//go:build !linux

package httpapi

import (
	"errors"
	"net"
)

// setCork is Linux's TCP_CORK; elsewhere answers go out as net/http writes them.
func setCork(*net.TCPConn, bool) error { return errors.ErrUnsupported }
