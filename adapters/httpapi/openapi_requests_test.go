package httpapi

import (
	"bytes"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"reflect"
	"strings"
	"testing"

	"github.com/gin-gonic/gin"
	"github.com/santhosh-tekuri/jsonschema/v6"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/palletshop/pallet/domain"
)

// Each JSON request body the document describes is one its handler takes:
// a body made from the document's schema, with every documented field,
// decodes into the handler's request type; a field the document doesn't
// list is refused, as its additionalProperties says; and a body past the
// route's x-maxBytes is refused as too large.
func TestEveryDocumentedRequestBodyIsWhatItsHandlerDecodes(t *testing.T) {
	body, err := OpenAPIDocument()
	require.NoError(t, err)
	var doc map[string]any
	require.NoError(t, json.Unmarshal(body, &doc))
	validator := newDocumentValidator(t, body)

	routes := (&Server{d: Deps{Metrics: NewMetrics()}}).routes()
	var checked int
	for _, rt := range routes {
		if rt.handle.req == nil || requestMedia(rt) != "application/json" {
			continue
		}
		checked++
		pointer := "/paths/" + jsonPointerToken(openAPIPath(rt.path)) + "/" + strings.ToLower(rt.method) + "/requestBody"
		t.Run(rt.method+" "+rt.path, func(t *testing.T) {
			requestBody := lookup(t, doc, pointerKeys(pointer)...).(map[string]any)
			schema := lookup(t, requestBody, "content", "application/json", "schema").(map[string]any)
			example := exampleOf(t, doc, schema)
			require.NoError(t, validator(pointer+"/content/application~1json/schema", example), "the example follows the document")

			reqType := reflect.TypeOf(rt.handle.req)
			decodeInto := func(t reflect.Type, body any) error { return decodeInto(t, body, rt.bodyLimit()) }
			decodeRaw := func(t reflect.Type, data []byte) error { return decodeRaw(t, data, rt.bodyLimit()) }
			assert.NoError(t, decodeInto(reqType, example), "a body with every documented field decodes: %v", example)

			withUnknown := map[string]any{"notInTheDocument": 1}
			for k, v := range example.(map[string]any) {
				withUnknown[k] = v
			}
			assert.Equal(t, false, lookup(t, resolve(t, doc, schema), "additionalProperties"), "the document closes the body")
			assertRefused(t, decodeInto(reqType, withUnknown), domain.CodeInvalid, "an unknown field")

			limit := int64(lookup(t, requestBody, "x-maxBytes").(float64))
			assert.Equal(t, rt.maxBodyBytes(), limit)
			exampleJSON, err := json.Marshal(example)
			require.NoError(t, err)
			atLimit := append(bytes.Repeat([]byte(" "), int(limit)-len(exampleJSON)), exampleJSON...)
			assert.NoError(t, decodeRaw(reqType, atLimit), "a body of exactly x-maxBytes")
			assertRefused(t, decodeRaw(reqType, append([]byte(" "), atLimit...)), domain.CodeTooLarge, "a body past x-maxBytes")
		})
	}
	assert.Greater(t, checked, 20, "the routes with JSON bodies were found")
}

func assertRefused(t *testing.T, err error, code domain.Code, what string) {
	t.Helper()
	var de *domain.Error
	if assert.ErrorAs(t, err, &de, "%s is refused", what) {
		assert.Equal(t, code, de.Code, "%s: %v", what, err)
	}
}

func decodeInto(t reflect.Type, body any, limit int64) error {
	data, err := json.Marshal(body)
	if err != nil {
		return err
	}
	return decodeRaw(t, data, limit)
}

// decodeRaw decodes data as a route whose body limit is limit does: limitBody, then decodeJSON.
func decodeRaw(t reflect.Type, data []byte, limit int64) error {
	rec := httptest.NewRecorder()
	c, _ := gin.CreateTestContext(rec)
	c.Request = httptest.NewRequest(http.MethodPost, "/", bytes.NewReader(data))
	limitBody(limit)(c)
	if c.IsAborted() {
		return errBodyTooLarge
	}
	return decodeJSON(c, reflect.New(t).Interface())
}

func newDocumentValidator(t *testing.T, doc []byte) func(pointer string, value any) error {
	whole, err := jsonschema.UnmarshalJSON(bytes.NewReader(doc))
	require.NoError(t, err)
	c := jsonschema.NewCompiler()
	c.AssertFormat()
	const url = "https://pallet.invalid/openapi.json"
	require.NoError(t, c.AddResource(url, whole))
	return func(pointer string, value any) error {
		s, err := c.Compile(url + "#" + pointer)
		if err != nil {
			return err
		}
		return s.Validate(value)
	}
}

func jsonPointerToken(s string) string {
	return strings.NewReplacer("~", "~0", "/", "~1").Replace(s)
}

func pointerKeys(pointer string) []string {
	keys := strings.Split(strings.TrimPrefix(pointer, "/"), "/")
	for i, k := range keys {
		keys[i] = strings.NewReplacer("~1", "/", "~0", "~").Replace(k)
	}
	return keys
}

// resolve follows a schema's $ref into the document's components.
func resolve(t *testing.T, doc map[string]any, schema map[string]any) map[string]any {
	for {
		ref, ok := schema["$ref"].(string)
		if !ok {
			return schema
		}
		schema = lookup(t, doc, pointerKeys(strings.TrimPrefix(ref, "#"))...).(map[string]any)
	}
}

// exampleOf is a value that the schema allows, with every property of
// every object, at the smallest sizes its limits allow.
func exampleOf(t *testing.T, doc map[string]any, schema map[string]any) any {
	t.Helper()
	schema = resolve(t, doc, schema)
	if values, ok := schema["enum"].([]any); ok {
		return values[0]
	}
	if options, ok := schema["anyOf"].([]any); ok {
		for _, o := range options {
			if option := o.(map[string]any); option["type"] != "null" {
				return exampleOf(t, doc, option)
			}
		}
	}
	switch typeOf(schema) {
	case "object":
		out := map[string]any{}
		props, _ := schema["properties"].(map[string]any)
		for name, p := range props {
			out[name] = exampleOf(t, doc, p.(map[string]any))
		}
		return out
	case "array":
		return []any{exampleOf(t, doc, schema["items"].(map[string]any))}
	case "string":
		return exampleText(schema)
	case "integer", "number":
		if minimum, ok := schema["minimum"].(float64); ok {
			return minimum
		}
		return 1.0
	case "boolean":
		return false // true may switch on a limit of another field (invoice terms' days)
	case "":
		return "x" // any value: a field accepted and ignored
	}
	require.Failf(t, "a schema the example can't follow", "%v", schema)
	return nil
}

func exampleText(schema map[string]any) string {
	switch schema["format"] {
	case "date-time":
		return "2030-01-02T03:04:05Z"
	case "date":
		return "2030-01-02"
	case "email":
		return "buyer@example.com"
	}
	minLength, _ := schema["minLength"].(float64)
	return strings.Repeat("x", max(int(minLength), 1))
}

// typeOf is a schema's type, leaving out null when it allows null too.
func typeOf(schema map[string]any) string {
	switch ty := schema["type"].(type) {
	case string:
		return ty
	case []any:
		for _, t := range ty {
			if t != "null" {
				return t.(string)
			}
		}
	}
	if _, ok := schema["properties"]; ok {
		return "object"
	}
	return ""
}
