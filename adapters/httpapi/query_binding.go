package httpapi

import (
	"fmt"
	"net/url"
	"reflect"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/gin-gonic/gin"
)

// bindQuery reads the query string into dst, a pointer to a route's query
// struct (openapi_queries.go), as decodeJSON reads a body into its request:
// each field tagged `query:"name"`, in embedded structs too, takes the
// parameter of that name parsed as the field's type, and must keep what the
// document says of it: its limits (queryLimits), its values (a domain type
// with an enum) and its format. A parameter not given leaves the field at
// its `default` tag or its zero value; a pointer stays nil.
func bindQuery(c *gin.Context, dst any) error {
	return bindQueryStruct(c.Request.URL.Query(), reflect.ValueOf(dst).Elem())
}

func bindQueryStruct(values url.Values, v reflect.Value) error {
	for i := range v.NumField() {
		field, sf := v.Field(i), v.Type().Field(i)
		if sf.Anonymous && sf.Type.Kind() == reflect.Struct {
			if err := bindQueryStruct(values, field); err != nil {
				return err
			}
			continue
		}
		name, tagged := sf.Tag.Lookup("query")
		if !tagged {
			continue
		}
		raw := values.Get(name)
		if raw == "" {
			raw = sf.Tag.Get("default")
		}
		if raw == "" {
			continue
		}
		if err := bindQueryParam(field, sf, name, raw); err != nil {
			return err
		}
	}
	return nil
}

// bindQueryParam parses raw into field and checks it as the document
// describes the parameter.
func bindQueryParam(field reflect.Value, sf reflect.StructField, name, raw string) error {
	if field.Kind() == reflect.Pointer {
		field.Set(reflect.New(field.Type().Elem()))
		field = field.Elem()
	}
	limit := queryLimits[name]
	switch field.Kind() {
	case reflect.String:
		field.SetString(raw)
		return checkQueryText(field, sf, name, raw, limit)
	case reflect.Bool:
		b, err := strconv.ParseBool(raw)
		if err != nil {
			return invalid(name, name+" must be true or false")
		}
		field.SetBool(b)
	case reflect.Int, reflect.Int64:
		n, err := strconv.ParseInt(raw, 10, 64)
		if err != nil || n < 0 {
			return invalid(name, limit.wholeNumberMessage(name))
		}
		field.SetInt(n)
		return limit.checkNumber(name, n)
	default:
		panic(fmt.Sprintf("query parameter %s: a %s can't be read from a query string", name, field.Type()))
	}
	return nil
}

func checkQueryText(field reflect.Value, sf reflect.StructField, name, raw string, limit fieldLimit) error {
	if values, ok := enums[field.Type()]; ok && !enumHas(values, raw) {
		return invalid(name, name+" must be "+oneOf(values))
	}
	if sf.Tag.Get("format") == "date" {
		if _, err := time.Parse(time.DateOnly, raw); err != nil {
			return invalid(name, name+" must be a date like 2026-11-25")
		}
	}
	if limit.maxLength > 0 && utf8.RuneCountInString(raw) > limit.maxLength {
		return invalid(name, limit.messageOr(fmt.Sprintf("%s has at most %d characters", name, limit.maxLength)))
	}
	return nil
}

// wholeNumberMessage is what a parameter that isn't a whole number is
// told: its range when it has one, as the use case says it too.
func (l fieldLimit) wholeNumberMessage(name string) string {
	if l.minimum != nil && l.maximum != nil {
		return fmt.Sprintf("%s must be from %d to %d", name, *l.minimum, *l.maximum)
	}
	return name + " must be a whole number ≥ 0"
}

func (l fieldLimit) checkNumber(name string, n int64) error {
	switch {
	case l.minimum != nil && l.maximum != nil && (n < *l.minimum || n > *l.maximum):
		return invalid(name, l.wholeNumberMessage(name))
	case l.maximum != nil && n > *l.maximum:
		return invalid(name, fmt.Sprintf("%s must be at most %d", name, *l.maximum))
	}
	return nil
}

func (l fieldLimit) messageOr(fallback string) string {
	if l.message != "" {
		return l.message
	}
	return fallback
}

func enumHas(values []any, v string) bool {
	for _, allowed := range values {
		if fmt.Sprint(allowed) == v {
			return true
		}
	}
	return false
}

// oneOf lists values as "a, b or c".
func oneOf(values []any) string {
	words := make([]string, len(values))
	for i, v := range values {
		words[i] = fmt.Sprint(v)
	}
	if len(words) < 2 {
		return strings.Join(words, "")
	}
	return strings.Join(words[:len(words)-1], ", ") + " or " + words[len(words)-1]
}
