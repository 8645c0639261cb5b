package httpapi

import (
	"encoding/binary"
	"encoding/hex"
	"fmt"
	"log/slog"
	"math/rand/v2"
	"net/http"
	"regexp"
	"runtime/debug"
	"time"

	"github.com/gin-gonic/gin"

	"github.com/palletshop/pallet/domain"
)

const (
	loggerKey     = "pallet.logger"
	requestIDHead = "X-Request-Id"
)

var cleanRequestID = regexp.MustCompile(`^[A-Za-z0-9._-]{1,64}$`)

// withRequestID tags each request with an id (the caller's, if it is sane)
// and a logger carrying it, made when first used: most requests log
// nothing (successful reads log at debug level).
func withRequestID(base *slog.Logger) gin.HandlerFunc {
	return func(c *gin.Context) {
		id := c.GetHeader(requestIDHead)
		if !cleanRequestID.MatchString(id) {
			id = newRequestID()
		}
		l := &requestLog{base: base, id: [1]string{id}}
		c.Writer.Header()[requestIDHead] = l.id[:]
		c.Set(loggerKey, l)
		c.Next()
	}
}

// newRequestID is 16 hex digits from the runtime's generator: an id need
// only be unique enough to find a request's lines, not secret, so it costs
// no system call.
func newRequestID() string {
	var raw [8]byte
	var id [16]byte
	binary.LittleEndian.PutUint64(raw[:], rand.Uint64())
	hex.Encode(id[:], raw[:])
	return string(id[:])
}

// requestLog is a request's logger, with its id, made on first use. The id
// is held as the header's value, so one allocation serves both.
type requestLog struct {
	base *slog.Logger
	id   [1]string
	made *slog.Logger
}

func (l *requestLog) logger() *slog.Logger {
	if l.made == nil {
		l.made = l.base.With("request_id", l.id[0])
	}
	return l.made
}

func requestLogger(c *gin.Context) *slog.Logger {
	switch l := c.Value(loggerKey).(type) {
	case *requestLog:
		return l.logger()
	case *slog.Logger:
		return l
	}
	return slog.Default()
}

// requestLogs reports whether the request's logger writes at level, without making it.
func requestLogs(c *gin.Context, level slog.Level) bool {
	if l, ok := c.Value(loggerKey).(*requestLog); ok {
		return l.base.Enabled(c.Request.Context(), level)
	}
	return requestLogger(c).Enabled(c.Request.Context(), level)
}

// accessLog writes one structured line per request. Successful reads are
// logged at debug level: they are the bulk of the traffic, /metrics counts
// them by route and status, and a log write per catalogue read costs more
// than serving it from the cache. Query strings are left out: they may
// carry emails.
func accessLog() gin.HandlerFunc {
	return func(c *gin.Context) {
		start := time.Now()
		c.Next()
		level := slog.LevelInfo
		if (c.Request.Method == http.MethodGet || c.Request.Method == http.MethodHead) && c.Writer.Status() < 400 {
			level = slog.LevelDebug
		}
		if !requestLogs(c, level) {
			return
		}
		requestLogger(c).Log(c.Request.Context(), level, "request",
			"method", c.Request.Method, "path", c.Request.URL.Path, "route", c.FullPath(),
			"status", c.Writer.Status(), "duration_ms", time.Since(start).Milliseconds(),
			"bytes", c.Writer.Size())
	}
}

// recoverPanics turns a panic into a logged 500 in the error shape.
func recoverPanics() gin.HandlerFunc {
	return func(c *gin.Context) {
		defer func() {
			if r := recover(); r != nil {
				if r == http.ErrAbortHandler {
					panic(r)
				}
				requestLogger(c).Error("panic", "panic", fmt.Sprint(r), "stack", string(debug.Stack()))
				abortWithError(c, fmt.Errorf("panic: %v", r))
			}
		}()
		c.Next()
	}
}

// limitBody caps every request body; JSON decoding applies its own 1 MiB
// unless the route takes more (jsonBodyLimit).
func limitBody(max int64) gin.HandlerFunc {
	return func(c *gin.Context) {
		if max > MaxJSONBody+1 { // the default needs no note: jsonBodyLimit falls back to it
			c.Set(routeBodyLimitKey, max)
		}
		if c.Request.ContentLength > max {
			abortWithError(c, &domain.Error{Code: domain.CodeTooLarge, Message: "The request is too large"})
			return
		}
		if c.Request.Body != http.NoBody { // as a server's GET has: nothing to read, nothing to cap
			c.Request.Body = http.MaxBytesReader(c.Writer, c.Request.Body, max)
		}
		c.Next()
	}
}
