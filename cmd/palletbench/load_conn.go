package main

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"net"
	"net/url"
	"strconv"
	"time"
)

// A load worker speaks HTTP/1.1 over its own keep-alive connection: it
// writes each request ready-made and reads back only the status, the
// framing (Content-Length or chunks) and whether the server closes, and
// no compression is asked for, so Pallet and nginx send the same identity
// bytes. The client shares the two cores with the server it measures, so
// its own cost counts: Go's http.Client spent about 115 µs of CPU per
// uncached search answer (its connection's reader and writer goroutines
// and the header maps it builds for every answer), this 67–75 µs, and wrk,
// with which the targets were first measured, about 57 µs.
type loadConn struct {
	conn net.Conn
	in   *bufio.Reader
}

// loadTarget is one URL as a request ready to write, and where to send it.
type loadTarget struct {
	addr    string
	request []byte
}

// loadTimeout bounds one request, as the http.Client's timeout did.
const loadTimeout = 10 * time.Second

func newLoadTarget(raw string) (loadTarget, error) {
	u, err := url.Parse(raw)
	if err != nil {
		return loadTarget{}, err
	}
	if u.Scheme != "http" || u.Host == "" {
		return loadTarget{}, fmt.Errorf("%q: the load generator speaks plain http to a host", raw)
	}
	return loadTarget{addr: u.Host, request: []byte("GET " + u.RequestURI() + " HTTP/1.1\r\nHost: " + u.Host + "\r\n\r\n")}, nil
}

// get sends t's request and reads the whole answer, so the connection can
// carry the next; it dials first when there is no connection, and drops
// the connection after an error or when the server closes it.
func (c *loadConn) get(t *loadTarget) (status int, n int64, err error) {
	if c.conn == nil {
		conn, err := net.DialTimeout("tcp", t.addr, loadTimeout)
		if err != nil {
			return 0, 0, err
		}
		c.conn, c.in = conn, bufio.NewReaderSize(conn, 64<<10)
	}
	keep := false
	defer func() {
		if !keep {
			c.close()
		}
	}()
	if err = c.conn.SetDeadline(time.Now().Add(loadTimeout)); err != nil {
		return 0, 0, err
	}
	if _, err = c.conn.Write(t.request); err != nil {
		return 0, 0, err
	}
	status, n, keep, err = readAnswer(c.in)
	keep = keep && err == nil
	return status, n, err
}

func (c *loadConn) close() {
	if c.conn != nil {
		_ = c.conn.Close()
		c.conn, c.in = nil, nil
	}
}

// answerHead is what readAnswer needs of an answer's header.
type answerHead struct {
	status  int
	length  int64 // -1 when not given
	chunked bool
	closes  bool
}

// readAnswer reads one answer to a GET and discards its body. It reports
// the status, the body's size, and whether the connection may carry
// another request.
func readAnswer(in *bufio.Reader) (status int, n int64, keep bool, err error) {
	head, err := readHead(in)
	if err != nil {
		return 0, 0, false, err
	}
	switch {
	case head.chunked:
		n, err = discardChunks(in)
	case head.status == 204 || head.status == 304:
	case head.length >= 0:
		var d int
		d, err = in.Discard(int(head.length))
		n = int64(d)
	default: // the body runs to the connection's end
		n, err = io.Copy(io.Discard, in)
		return head.status, n, false, err
	}
	return head.status, n, !head.closes, err
}

func readHead(in *bufio.Reader) (answerHead, error) {
	line, err := in.ReadSlice('\n')
	if err != nil {
		return answerHead{}, err
	}
	if len(line) < 12 || !bytes.HasPrefix(line, []byte("HTTP/1.")) {
		return answerHead{}, fmt.Errorf("not an HTTP/1 status line: %q", line)
	}
	head := answerHead{length: -1, closes: line[7] == '0'} // HTTP/1.0 closes unless told otherwise
	if head.status, err = strconv.Atoi(string(line[9:12])); err != nil {
		return answerHead{}, fmt.Errorf("status line %q: %w", line, err)
	}
	for {
		line, err := in.ReadSlice('\n')
		if err != nil {
			return answerHead{}, err
		}
		line = bytes.TrimRight(line, "\r\n")
		if len(line) == 0 {
			return head, nil
		}
		name, value, ok := bytes.Cut(line, []byte(":"))
		if !ok {
			return answerHead{}, fmt.Errorf("header line %q", line)
		}
		value = bytes.TrimSpace(value)
		switch {
		case bytes.EqualFold(name, []byte("Content-Length")):
			if head.length, err = strconv.ParseInt(string(value), 10, 64); err != nil {
				return answerHead{}, fmt.Errorf("Content-Length %q: %w", value, err)
			}
		case bytes.EqualFold(name, []byte("Transfer-Encoding")):
			head.chunked = bytes.EqualFold(value, []byte("chunked"))
		case bytes.EqualFold(name, []byte("Connection")):
			head.closes = bytes.EqualFold(value, []byte("close"))
		}
	}
}

// discardChunks reads a chunked body and its trailer, returning the body's size.
func discardChunks(in *bufio.Reader) (int64, error) {
	var n int64
	for {
		line, err := in.ReadSlice('\n')
		if err != nil {
			return n, err
		}
		size, _, _ := bytes.Cut(bytes.TrimRight(line, "\r\n"), []byte(";"))
		chunk, err := strconv.ParseInt(string(size), 16, 64)
		if err != nil || chunk < 0 {
			return n, errors.Join(fmt.Errorf("chunk size %q", line), err)
		}
		if chunk == 0 {
			return n, discardTrailer(in)
		}
		if _, err := in.Discard(int(chunk)); err != nil {
			return n, err
		}
		n += chunk
		if _, err := in.Discard(2); err != nil { // the chunk's CRLF
			return n, err
		}
	}
}

func discardTrailer(in *bufio.Reader) error {
	for {
		line, err := in.ReadSlice('\n')
		if err != nil || len(bytes.TrimRight(line, "\r\n")) == 0 {
			return err
		}
	}
}
