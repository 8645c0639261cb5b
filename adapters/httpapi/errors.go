package httpapi

import (
	"context"
	"errors"
	"log/slog"
	"net/http"

	"github.com/gin-gonic/gin"

	"github.com/palletshop/pallet/domain"
)

// statusByCode is the ONE table from domain error codes to HTTP statuses.
var statusByCode = map[domain.Code]int{
	domain.CodeInvalid:         http.StatusBadRequest,
	domain.CodeUnauthorized:    http.StatusUnauthorized,
	domain.CodeForbidden:       http.StatusForbidden,
	domain.CodeNotFound:        http.StatusNotFound,
	domain.CodeConflict:        http.StatusConflict,
	domain.CodePaymentFailed:   http.StatusPaymentRequired,
	domain.CodeTooLarge:        http.StatusRequestEntityTooLarge,
	domain.CodeTooManyRequests: http.StatusTooManyRequests,
	domain.CodeUnavailable:     http.StatusServiceUnavailable,
	domain.CodeInternal:        http.StatusInternalServerError,
}

type errorBody struct {
	Error errorDetail `json:"error"`
}

type errorDetail struct {
	Code    domain.Code       `json:"code"`
	Message string            `json:"message"`
	Fields  map[string]string `json:"fields,omitempty"`
}

// abortWithError writes err in api.md's error shape. Internal errors are
// logged with the request's context and shown as a generic message.
func abortWithError(c *gin.Context, err error) {
	if clientLeft(c, err) {
		requestLogger(c).Info("client left before the answer", "err", err.Error())
		c.AbortWithStatus(statusClientClosed)
		return
	}
	code := domain.ErrorCode(err)
	detail := errorDetail{Code: code, Message: "Internal error"}
	var de *domain.Error
	if code != domain.CodeInternal && errors.As(err, &de) {
		detail.Message, detail.Fields = de.Message, de.Fields
	}
	level := slog.LevelInfo
	if code == domain.CodeInternal || code == domain.CodeUnavailable {
		level = slog.LevelError
	}
	requestLogger(c).Log(c.Request.Context(), level, "request failed", "code", code, "err", err.Error())
	c.AbortWithStatusJSON(statusByCode[code], errorBody{Error: detail})
}

// statusClientClosed is nginx's 499: the client closed its connection
// before the answer. Nobody reads it; it keeps a client that gave up (a
// search waiting for its slot, a store call cut short) out of the shop's
// own failures, in the log and in /metrics.
const statusClientClosed = 499

// clientLeft reports whether err is the request's own cancellation: net/http
// cancels a request's context when its client goes away.
func clientLeft(c *gin.Context, err error) bool {
	return errors.Is(err, context.Canceled) && c.Request.Context().Err() != nil
}
