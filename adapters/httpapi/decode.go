package httpapi

import (
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"strings"

	"github.com/gin-gonic/gin"

	"github.com/palletshop/pallet/domain"
)

// MaxJSONBody is api.md's limit on JSON request bodies.
const MaxJSONBody = 1 << 20

var errBodyTooLarge = &domain.Error{Code: domain.CodeTooLarge, Message: "The request is too large"}

// decodeJSON reads exactly one JSON object into dst: unknown fields, wrong
// types and trailing data are 400s with a clear message; over the route's
// JSON limit (MaxJSONBody unless the route takes more) is 413.
func decodeJSON(c *gin.Context, dst any) error {
	body := http.MaxBytesReader(c.Writer, c.Request.Body, jsonBodyLimit(c))
	dec := json.NewDecoder(body)
	dec.DisallowUnknownFields()
	if err := dec.Decode(dst); err != nil {
		return jsonError(err)
	}
	if _, err := dec.Token(); !errors.Is(err, io.EOF) {
		if isTooLarge(err) {
			return errBodyTooLarge
		}
		return invalid("", "The request body must hold a single JSON object")
	}
	return nil
}

func jsonError(err error) error {
	var typeErr *json.UnmarshalTypeError
	var syntaxErr *json.SyntaxError
	switch {
	case isTooLarge(err):
		return errBodyTooLarge
	case errors.As(err, &typeErr):
		field := typeErr.Field
		return invalid(field, fieldTypeMessage(field, typeErr.Type.Kind().String()))
	case errors.As(err, &syntaxErr), errors.Is(err, io.ErrUnexpectedEOF):
		return invalid("", "The request body is not valid JSON")
	case errors.Is(err, io.EOF):
		return invalid("", "The request body is empty")
	case strings.HasPrefix(err.Error(), "json: unknown field "):
		name := strings.Trim(strings.TrimPrefix(err.Error(), "json: unknown field "), `"`)
		return invalid(name, "Unknown field "+name)
	default:
		return invalid("", "The request body is not valid JSON")
	}
}

func fieldTypeMessage(field, kind string) string {
	switch kind {
	case "int64", "int", "int32":
		return "Must be a whole number"
	case "bool":
		return "Must be true or false"
	case "string":
		return "Must be text"
	}
	if field == "" {
		return "The request body has the wrong shape"
	}
	return "Has the wrong type"
}

func isTooLarge(err error) bool {
	var maxErr *http.MaxBytesError
	return errors.As(err, &maxErr)
}

func invalid(field, msg string) error {
	if field == "" {
		return &domain.Error{Code: domain.CodeInvalid, Message: msg}
	}
	return domain.InvalidField(field, msg)
}

// routeBodyLimitKey is where limitBody leaves the route's body limit.
const routeBodyLimitKey = "pallet.bodyLimit"

// jsonBodyLimit is the largest JSON body the route takes: MaxJSONBody, or
// more when the route says so (a company's whole price list).
func jsonBodyLimit(c *gin.Context) int64 {
	if n, ok := c.Get(routeBodyLimitKey); ok && n.(int64) > MaxJSONBody+1 {
		return n.(int64)
	}
	return MaxJSONBody
}
