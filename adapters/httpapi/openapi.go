package httpapi

import (
	"encoding/json"
	"fmt"
	"net/http"
	"regexp"
	"slices"
	"strings"
	"sync"

	"github.com/gin-gonic/gin"
	"github.com/swaggest/openapi-go"
	"github.com/swaggest/openapi-go/openapi31"
)

var ginParam = regexp.MustCompile(`:([A-Za-z]+)`)

// openAPIPath turns gin's /api/products/:id into OpenAPI's /api/products/{id}.
func openAPIPath(p string) string { return ginParam.ReplaceAllString(p, "{$1}") }

// OpenAPIDocument is the OpenAPI 3.1 document, indented, built from the
// route table and the request and view types it names. It is the same for
// every configuration, so `make api` can write it without a running server.
func OpenAPIDocument() ([]byte, error) {
	openAPIOnce.Do(func() {
		var doc *openapi31.Spec
		if doc, openAPIErr = buildOpenAPI((&Server{d: Deps{Metrics: NewMetrics()}}).routes()); openAPIErr == nil {
			openAPIBody, openAPIErr = json.MarshalIndent(doc, "", "  ")
			openAPIBody = append(openAPIBody, '\n')
		}
	})
	return openAPIBody, openAPIErr
}

var (
	openAPIOnce sync.Once
	openAPIBody []byte
	openAPIErr  error
)

func buildOpenAPI(routes []route) (*openapi31.Spec, error) {
	r := newSchemaReflector()
	r.Spec.Info.WithTitle("Pallet API").WithVersion("1.0.0").
		WithDescription("Bulk computer hardware shop. Money is in integer cents; times are RFC 3339. " +
			"Every error answers {\"error\": {\"code\", \"message\", \"fields\"}}.")
	r.Spec.ComponentsEns().WithSecuritySchemesItem("bearer", openapi31.SecuritySchemeOrReference{
		SecurityScheme: (&openapi31.SecurityScheme{}).WithHTTP(*(&openapi31.SecuritySchemeHTTP{}).WithScheme("bearer")),
	})
	for _, rt := range routes {
		if err := addOperation(r, rt); err != nil {
			return nil, fmt.Errorf("openapi %s %s: %w", rt.method, rt.path, err)
		}
		finishOperation(r.Spec, rt)
	}
	addFailureResponse(r.Spec)
	closeRequestSchemas(r.Spec, routes)
	return r.Spec, nil
}

func addOperation(r *openapi31.Reflector, rt route) error {
	oc, err := r.NewOperationContext(rt.method, openAPIPath(rt.path))
	if err != nil {
		return err
	}
	oc.SetSummary(rt.summary)
	oc.SetID(operationID(rt))
	oc.SetTags(tagOf(rt.path))
	if rt.access != public {
		oc.AddSecurity("bearer")
	}
	addPathParams(oc, rt.path)
	if rt.handle.query != nil {
		oc.AddReqStructure(rt.handle.query)
	}
	switch {
	case rt.handle.req != nil:
		oc.AddReqStructure(rt.handle.req, openapi.WithContentType(requestMedia(rt)))
	case rt.takes != "":
		oc.AddReqStructure(nil, openapi.WithContentType(rt.takes))
	}
	oc.AddRespStructure(rt.handle.resp, openapi.WithHTTPStatus(rt.successStatus()), func(cu *openapi.ContentUnit) {
		cu.ContentType = rt.handle.answers
	})
	for _, status := range rt.errorStatuses() {
		oc.AddRespStructure(errorBody{}, openapi.WithHTTPStatus(status))
	}
	return r.AddOperation(oc)
}

func requestMedia(rt route) string {
	if rt.takes != "" {
		return rt.takes
	}
	return "application/json"
}

// addPathParams declares the path's :names, which are always strings.
func addPathParams(oc openapi.OperationContext, path string) {
	op := oc.(openapi31.OperationExposer).Operation()
	for _, m := range ginParam.FindAllStringSubmatch(path, -1) {
		p := openapi31.Parameter{Name: m[1], In: openapi31.ParameterInPath}
		p.WithRequired(true).WithSchema(map[string]any{"type": "string"})
		op.Parameters = append(op.Parameters, openapi31.ParameterOrReference{Parameter: &p})
	}
}

func (r route) successStatus() int {
	if r.status == 0 {
		return http.StatusOK
	}
	return r.status
}

// errorStatuses are the error answers a route can give: those its access,
// limits, body, path and query imply, and its own. The failures any route
// may give (500, 503) are the document's default response (openapi_shared.go).
func (r route) errorStatuses() []int {
	statuses := slices.Clone(r.errs)
	add := func(cond bool, s ...int) {
		if cond {
			statuses = append(statuses, s...)
		}
	}
	add(r.access != public, http.StatusUnauthorized)
	add(r.access == adminOnly, http.StatusForbidden)
	add(r.limit != nil || r.limitPerUser != nil || r.limitAccepted != nil, http.StatusTooManyRequests)
	add(r.handle.req != nil || r.takes != "", http.StatusBadRequest, http.StatusRequestEntityTooLarge)
	add(r.handle.query != nil, http.StatusBadRequest)
	add(strings.Contains(r.path, ":"), http.StatusNotFound)
	slices.Sort(statuses)
	return slices.Compact(statuses)
}

// operationID is the method and the path in camel case: getApiProductsId.
func operationID(r route) string {
	id := strings.ToLower(r.method)
	for _, part := range strings.FieldsFunc(r.path, func(c rune) bool { return c == '/' || c == ':' || c == '-' || c == '.' }) {
		id += strings.ToUpper(part[:1]) + part[1:]
	}
	return id
}

// tagOf groups operations by the path's first word after /api (and /api/admin).
func tagOf(path string) string {
	parts := strings.Split(strings.TrimPrefix(path, "/"), "/")
	switch {
	case parts[0] != "api":
		return "operations"
	case len(parts) > 2 && parts[1] == "admin":
		return "admin " + strings.TrimSuffix(parts[2], ".csv")
	case len(parts) > 1:
		return parts[1]
	}
	return "api"
}

func (s *Server) openAPI(*gin.Context, none) (encoded[openAPIView], error) {
	doc, err := OpenAPIDocument()
	return doc, err
}

// openAPIView is the document's outline, for its own route's schema.
type openAPIView struct {
	OpenAPI    string         `json:"openapi"`
	Info       map[string]any `json:"info"`
	Paths      map[string]any `json:"paths"`
	Components map[string]any `json:"components"`
}
