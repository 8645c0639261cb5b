package httpapi

import (
	"net/http"
	"reflect"

	"github.com/swaggest/openapi-go/openapi31"
)

// failureResponse is the one answer every route may give besides its own,
// listed once as each operation's default response rather than as a 500 and
// a 503 on every route.
const failureResponse = "Failure"

func addFailureResponse(spec *openapi31.Spec) {
	spec.ComponentsEns().WithResponsesItem(failureResponse, openapi31.ResponseOrReference{Response: &openapi31.Response{
		Description: "Any route: 500 when the server fails inside, 503 when the store or another service it needs is unavailable",
		Content:     map[string]openapi31.MediaType{"application/json": {Schema: map[string]any{"$ref": "#/components/schemas/ErrorBody"}}},
	}})
}

// finishOperation adds what the reflector doesn't write: the shared
// failure answer, and the largest body the route takes (x-maxBytes on the
// request body), from the limit the server holds the body to.
func finishOperation(spec *openapi31.Spec, rt route) {
	path := openAPIPath(rt.path)
	item := spec.Paths.MapOfPathItemValues[path]
	op := operationOf(&item, rt.method)
	op.ResponsesEns().WithDefault(openapi31.ResponseOrReference{Reference: &openapi31.Reference{Ref: "#/components/responses/" + failureResponse}})
	if body := op.RequestBody; body != nil && body.RequestBody != nil {
		body.RequestBody.WithMapOfAnythingItem("x-maxBytes", rt.maxBodyBytes())
	}
	spec.Paths.MapOfPathItemValues[path] = item
}

func operationOf(item *openapi31.PathItem, method string) *openapi31.Operation {
	return map[string]*openapi31.Operation{
		http.MethodGet: item.Get, http.MethodPut: item.Put, http.MethodPost: item.Post,
		http.MethodDelete: item.Delete, http.MethodPatch: item.Patch,
	}[method]
}

// closeRequestSchemas says in the document what decodeJSON does: a JSON
// request body, and every object inside it, holds only the fields of its
// type (additionalProperties: false); any other field is refused.
func closeRequestSchemas(spec *openapi31.Spec, routes []route) {
	seen := map[reflect.Type]bool{}
	for _, rt := range routes {
		if rt.handle.req != nil && requestMedia(rt) == "application/json" {
			closeSchemasOf(spec, reflect.TypeOf(rt.handle.req), seen)
		}
	}
}

func closeSchemasOf(spec *openapi31.Spec, t reflect.Type, seen map[reflect.Type]bool) {
	for t.Kind() == reflect.Pointer || t.Kind() == reflect.Slice || t.Kind() == reflect.Map {
		t = t.Elem()
	}
	if t.Kind() != reflect.Struct || seen[t] {
		return
	}
	seen[t] = true
	if schema, ok := spec.Components.Schemas[schemaName(t)]; ok {
		schema["additionalProperties"] = false
	}
	for f := range t.Fields() {
		if f.IsExported() {
			closeSchemasOf(spec, f.Type, seen)
		}
	}
}
