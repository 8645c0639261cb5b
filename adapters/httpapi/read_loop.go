package httpapi

import (
	"bufio"
	"bytes"
	"net"
	"net/http"
	"time"
)

// readLoop is one connection's reading and writing for the cached-reads
// loop. Deadlines are moved once a second at most, not for every request:
// each move is a timer update, and net/http makes five per request.
type readLoop struct {
	conn     *answerConn
	r        *bufio.Reader
	timeouts readTimeouts
	remote   string
	raw      []byte // the current request's head, as read
	source   bytes.Reader
	parser   *bufio.Reader // reads raw for http.ReadRequest
	out      bytes.Buffer  // the answer's head being written
	readBy   time.Time
	writeBy  time.Time
}

// nextHead waits for the next request and reads its head into raw. A head
// that doesn't fit the buffer, or whose lines end in a bare line feed, is
// errHandOver, and stays in the buffer.
func (l *readLoop) nextHead() error {
	l.raw = l.raw[:0]
	started := time.Time{}
	for {
		buffered, _ := l.r.Peek(l.r.Buffered())
		end := bytes.Index(buffered, []byte("\r\n\r\n"))
		if bare := bytes.Index(buffered, []byte("\n\n")); bare >= 0 && (end < 0 || bare < end) {
			return errHandOver
		}
		if end >= 0 {
			l.raw = append(l.raw, buffered[:end+4]...)
			_, _ = l.r.Discard(end + 4)
			return nil
		}
		if len(buffered) == maxReadHead {
			return errHandOver
		}
		if len(buffered) == 0 {
			l.awaitBy(time.Now().Add(l.timeouts.idle))
		} else if started.IsZero() {
			started = time.Now()
			l.awaitBy(started.Add(l.timeouts.header)) // a head trickled in is cut off, as net/http's ReadHeaderTimeout does
		}
		if _, err := l.r.Peek(len(buffered) + 1); err != nil {
			return err
		}
	}
}

// awaitBy moves the read deadline to by, unless it is already within a second of it.
func (l *readLoop) awaitBy(by time.Time) {
	if d := l.readBy.Sub(by); d > time.Second || d < -time.Second {
		l.readBy = by
		_ = l.conn.SetReadDeadline(by)
	}
}

// answer writes a, and the connection's close if the client asked for it.
func (l *readLoop) answer(a *recordedAnswer, closing bool) error {
	now := time.Now()
	if l.timeouts.write > 0 && l.writeBy.Sub(now) < l.timeouts.write/2 {
		l.writeBy = now.Add(l.timeouts.write)
		if err := l.conn.Conn.SetWriteDeadline(l.writeBy); err != nil {
			return err
		}
	}
	l.out.Reset()
	a.writeHead(&l.out, now, closing)
	bufs := net.Buffers{l.out.Bytes(), a.body.Bytes()}
	_, err := bufs.WriteTo(l.conn.Conn)
	a.release()
	return err
}

// parse reads the request in raw with net/http's own parser.
func (l *readLoop) parse() (*http.Request, error) {
	l.source.Reset(l.raw)
	l.parser.Reset(&l.source)
	return http.ReadRequest(l.parser)
}
