package domain

import (
	"errors"
	"fmt"
)

// Code classifies an error. Only adapters/httpapi turns codes into statuses.
type Code string

const (
	CodeInvalid         Code = "invalid"
	CodeUnauthorized    Code = "unauthorized"
	CodeForbidden       Code = "forbidden"
	CodeNotFound        Code = "not_found"
	CodeConflict        Code = "conflict"
	CodePaymentFailed   Code = "payment_failed"
	CodeTooLarge        Code = "too_large"
	CodeTooManyRequests Code = "too_many_requests"
	CodeUnavailable     Code = "unavailable"
	CodeInternal        Code = "internal"
)

// Error is the one error type that crosses layers. Message and Fields are
// safe to show to users; anything else stays wrapped and is only logged.
type Error struct {
	Code    Code
	Message string
	Fields  map[string]string
}

func (e *Error) Error() string {
	if len(e.Fields) == 0 {
		return fmt.Sprintf("%s: %s", e.Code, e.Message)
	}
	return fmt.Sprintf("%s: %s %v", e.Code, e.Message, e.Fields)
}

// Errorf builds an Error with a formatted, user-facing message.
func Errorf(code Code, format string, args ...any) *Error {
	return &Error{Code: code, Message: fmt.Sprintf(format, args...)}
}

// ErrorCode returns the code of the first *Error in err's chain, or internal.
func ErrorCode(err error) Code {
	var e *Error
	if errors.As(err, &e) {
		return e.Code
	}
	return CodeInternal
}

// IsCode reports whether err carries the given code.
func IsCode(err error, code Code) bool {
	return err != nil && ErrorCode(err) == code
}

// FieldErrors collects per-field validation messages.
type FieldErrors map[string]string

// Add records msg for field unless the field already has a message.
func (f FieldErrors) Add(field, msg string) {
	if _, ok := f[field]; !ok {
		f[field] = msg
	}
}

// Err returns an invalid Error when any field failed, else nil. The message is
// the first field's message in the given order, so single-field forms read well.
func (f FieldErrors) Err(order ...string) error {
	if len(f) == 0 {
		return nil
	}
	msg := "Please check the highlighted fields"
	for _, name := range order {
		if m, ok := f[name]; ok {
			msg = m
			break
		}
	}
	return &Error{Code: CodeInvalid, Message: msg, Fields: f}
}

// Common errors.
var (
	ErrUnauthorized = &Error{Code: CodeUnauthorized, Message: "Please log in to continue"}
	ErrForbidden    = &Error{Code: CodeForbidden, Message: "You are not allowed to do that"}
)

// InvalidField is a validation error about one field; its message is the
// field's message.
func InvalidField(field, msg string) *Error {
	return &Error{Code: CodeInvalid, Message: msg, Fields: map[string]string{field: msg}}
}

// NotFound names the kind of thing that was not found.
func NotFound(what string) *Error {
	return Errorf(CodeNotFound, "%s not found", what)
}
