package httpapi

import (
	"bufio"
	"bytes"
	"errors"
	"log/slog"
	"net"
	"net/http"
	"strings"
	"sync"
	"time"

	"golang.org/x/net/http/httpguts"
)

// Public catalogue reads are answered beneath net/http. Each accepted
// connection is first served by a loop of its own that takes requests for
// the routes with a response cache (the catalogue, brands, categories,
// reviews): a GET with no body, parsed by http.ReadRequest, net/http's own
// parser, run through the same gin engine and middleware as any request,
// its answer written in one write. At the connection's first request that
// is anything else, the connection is handed to net/http with the bytes
// read so far, and net/http serves the rest of it.
//
// What this saves is net/http's machinery around each request: its
// response writer and chunking, a cancellable context, five deadline
// updates and a background read per request. A cached first page cost
// about 55 µs of CPU under net/http, against nginx's 45 µs for the same
// bytes; a bare Go loop writing the same bytes costs 19 µs
// (docs/benchmarks.md, tenth round).

// maxReadHead is the longest request head the loop reads; a longer one goes
// to net/http, which allows up to its MaxHeaderBytes.
const maxReadHead = 4096

// readTimeouts are the loop's limits, as net/http's server has them.
type readTimeouts struct {
	header time.Duration // from a request's first byte to its last header
	idle   time.Duration // waiting for the next request
	write  time.Duration // writing an answer
}

// readsListener accepts connections, serves their cached reads, and hands
// net/http (through Accept) those that ask for something else.
type readsListener struct {
	net.Listener
	serve    func(*http.Request) *recordedAnswer
	isCached func(path string) bool
	timeouts readTimeouts
	log      *slog.Logger
	handed   chan net.Conn
	closed   chan struct{}
	once     sync.Once
	mu       sync.Mutex
	conns    map[*answerConn]struct{} // being served by the loop, to close on shutdown
}

// newReadsListener serves on ln the requests isCached says are for a
// cached route, by serve, and hands net/http the rest through Accept.
func newReadsListener(ln net.Listener, serve func(*http.Request) *recordedAnswer, isCached func(path string) bool,
	t readTimeouts, log *slog.Logger) *readsListener {
	l := &readsListener{Listener: ln, serve: serve, isCached: isCached, timeouts: t, log: log,
		handed: make(chan net.Conn), closed: make(chan struct{}), conns: map[*answerConn]struct{}{}}
	go l.acceptLoop()
	return l
}

// Accept is net/http's: the connections handed over to it.
func (l *readsListener) Accept() (net.Conn, error) {
	select {
	case c := <-l.handed:
		return c, nil
	case <-l.closed:
		return nil, net.ErrClosed
	}
}

// Close stops accepting and closes the connections the loop serves once
// their current answer is written; net/http closes those it was handed.
func (l *readsListener) Close() error {
	err := net.ErrClosed
	l.once.Do(func() {
		close(l.closed)
		err = l.Listener.Close()
		l.mu.Lock()
		defer l.mu.Unlock()
		for c := range l.conns {
			if tc, ok := c.Conn.(*net.TCPConn); ok {
				_ = tc.CloseRead() // a loop waiting for its next request reads the end; one answering finishes first
			}
		}
	})
	return err
}

func (l *readsListener) acceptLoop() {
	wait := 5 * time.Millisecond
	for {
		c, err := l.Listener.Accept()
		if err != nil {
			if errors.Is(err, net.ErrClosed) {
				return
			}
			select {
			case <-l.closed:
				return
			case <-time.After(wait): // out of file descriptors, say: as net/http does, wait and try again
				l.log.Error("accepting a connection", "err", err)
				wait = min(2*wait, time.Second)
				continue
			}
		}
		wait = 5 * time.Millisecond
		tc, ok := c.(*net.TCPConn)
		if !ok {
			l.handOver(c)
			continue
		}
		go l.serveConn(newAnswerConn(tc))
	}
}

func (l *readsListener) handOver(c net.Conn) {
	select {
	case l.handed <- c:
	case <-l.closed:
		_ = c.Close()
	}
}

func (l *readsListener) track(c *answerConn, on bool) bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	select {
	case <-l.closed:
		return false
	default:
	}
	if on {
		l.conns[c] = struct{}{}
	} else {
		delete(l.conns, c)
	}
	return true
}

// serveConn answers c's cached reads until it closes, or until a request
// that is not one, which goes to net/http with everything read after it.
func (l *readsListener) serveConn(c *answerConn) {
	if !l.track(c, true) {
		_ = c.Close()
		return
	}
	loop := readLoop{conn: c, r: readerPool.Get().(*bufio.Reader), parser: readerPool.Get().(*bufio.Reader),
		timeouts: l.timeouts, remote: c.RemoteAddr().String()}
	loop.r.Reset(c)
	handed := false
	defer func() {
		if p := recover(); p != nil {
			l.log.Error("panic serving a cached read", "panic", p)
		}
		l.track(c, false)
		if !handed {
			_ = c.Close()
		}
		for _, r := range []*bufio.Reader{loop.r, loop.parser} {
			r.Reset(nil)
			readerPool.Put(r)
		}
	}()
	for {
		if err := loop.nextHead(); err != nil {
			if errors.Is(err, errHandOver) {
				handed = l.giveUp(&loop)
			}
			return
		}
		req, ok := l.readable(&loop)
		if !ok {
			handed = l.giveUp(&loop)
			return
		}
		req.RemoteAddr = loop.remote
		if err := loop.answer(l.serve(req), req.Close); err != nil || req.Close {
			return
		}
		select {
		case <-l.closed:
			return
		default:
		}
	}
}

// giveUp hands the loop's connection to net/http with what was read of it
// and not answered: the current head, then whatever is still buffered.
func (l *readsListener) giveUp(loop *readLoop) bool {
	rest, _ := loop.r.Peek(loop.r.Buffered())
	loop.conn.replay = append(append([]byte(nil), loop.raw...), rest...)
	select {
	case l.handed <- loop.conn:
		return true
	case <-l.closed:
		return false
	}
}

// errHandOver is a head the loop won't read: too long, or cut short.
var errHandOver = errors.New("not a head the loop reads")

var readerPool = sync.Pool{New: func() any { return bufio.NewReaderSize(nil, maxReadHead) }}

// readable parses the loop's head and reports whether the loop may answer
// it: a GET of a cached route, with no body, that net/http itself would
// accept. Anything else is net/http's to answer, errors included.
func (l *readsListener) readable(loop *readLoop) (*http.Request, bool) {
	if !bytes.HasPrefix(loop.raw, []byte("GET ")) {
		return nil, false
	}
	req, err := loop.parse()
	if err != nil || !l.simple(req) {
		return nil, false
	}
	return req, true
}

func (l *readsListener) simple(req *http.Request) bool {
	if req.Method != http.MethodGet || req.ProtoMajor != 1 || req.ProtoMinor != 1 ||
		req.ContentLength != 0 || len(req.TransferEncoding) > 0 || req.Body != http.NoBody ||
		req.Host == "" || !httpguts.ValidHostHeader(req.Host) || !l.isCached(req.URL.Path) {
		return false
	}
	for k, vv := range req.Header {
		switch k {
		case "Expect", "Upgrade", "Te", "Trailer", "Http2-Settings":
			return false
		case "Connection":
			if len(vv) != 1 || !(strings.EqualFold(vv[0], "close") || strings.EqualFold(vv[0], "keep-alive")) {
				return false
			}
		}
		if !httpguts.ValidHeaderFieldName(k) {
			return false
		}
		for _, v := range vv {
			if !httpguts.ValidHeaderFieldValue(v) {
				return false
			}
		}
	}
	return true
}
