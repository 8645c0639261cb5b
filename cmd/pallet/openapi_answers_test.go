package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"mime"
	"net/http"
	"net/url"
	"regexp"
	"strconv"
	"strings"
	"sync"

	"github.com/santhosh-tekuri/jsonschema/v6"
	"github.com/stretchr/testify/assert"

	"github.com/palletshop/pallet/adapters/httpapi"
)

// documentedAnswers checks real answers against the OpenAPI document the
// server serves: the status is one the operation lists, the content type
// is the one it names, and a JSON body matches the schema for that status.
type documentedAnswers struct {
	paths    map[string]map[string]operationDoc
	shared   map[string]responseDoc // components.responses
	compiler *jsonschema.Compiler
	mu       sync.Mutex
	schemas  map[string]*jsonschema.Schema
}

type operationDoc struct {
	Responses map[string]responseDoc `json:"responses"`
}

type responseDoc struct {
	Ref     string                     `json:"$ref"`
	Content map[string]json.RawMessage `json:"content"`
}

// sharedFailures are the statuses the document's default response stands
// for, as its description says: any route may fail inside or find the
// store unavailable. Any other status must be the route's own.
var sharedFailures = map[int]bool{http.StatusInternalServerError: true, http.StatusServiceUnavailable: true}

const documentURL = "https://pallet.invalid/openapi.json"

var loadDocumentedAnswers = sync.OnceValues(func() (*documentedAnswers, error) {
	body, err := httpapi.OpenAPIDocument()
	if err != nil {
		return nil, err
	}
	var doc struct {
		Paths      map[string]map[string]operationDoc `json:"paths"`
		Components struct {
			Responses map[string]responseDoc `json:"responses"`
		} `json:"components"`
	}
	if err := json.Unmarshal(body, &doc); err != nil {
		return nil, err
	}
	whole, err := jsonschema.UnmarshalJSON(bytes.NewReader(body))
	if err != nil {
		return nil, err
	}
	c := jsonschema.NewCompiler()
	c.AssertFormat()
	if err := c.AddResource(documentURL, whole); err != nil {
		return nil, err
	}
	return &documentedAnswers{paths: doc.Paths, shared: doc.Components.Responses, compiler: c, schemas: map[string]*jsonschema.Schema{}}, nil
})

var ginParam = regexp.MustCompile(`:([A-Za-z]+)`)

// assertDocumented checks every answer the API tests get from a route
// (the authorisation matrix calls each one as four callers) against the
// document. A HEAD, a 304 and a path no route answers are not checked.
func (s *shop) assertDocumented(method, path string, r reply) {
	s.t.Helper()
	if key := routeKeyOf(s.server.RouteKeys(), method, path); key != "" && r.Status != http.StatusNotModified {
		assertDocumentedAnswer(s.t, key, r)
	}
}

// assertDocumentedRequest checks a JSON body the server took (it answered
// 2xx) against the document's schema for it: a document stricter than the
// server would have the front end's typed client refuse what the shop takes.
func (s *shop) assertDocumentedRequest(method, path string, body []byte, r reply) {
	s.t.Helper()
	key := routeKeyOf(s.server.RouteKeys(), method, path)
	if body == nil || key == "" || r.Status < 200 || r.Status >= 300 {
		return
	}
	d, err := loadDocumentedAnswers()
	if !assert.NoError(s.t, err) {
		return
	}
	method, route, _ := strings.Cut(key, " ")
	schema, err := d.schema("paths", ginParam.ReplaceAllString(route, "{$1}"), strings.ToLower(method), "requestBody", "content", "application/json", "schema")
	if !assert.NoError(s.t, err, "%s took a JSON body the document doesn't describe", key) {
		return
	}
	value, err := jsonschema.UnmarshalJSON(bytes.NewReader(body))
	if assert.NoError(s.t, err) {
		assert.NoError(s.t, schema.Validate(value), "%s took a body the document refuses: %s", key, body)
	}
}

// assertDocumentedAnswer checks r, the answer to the route key
// ("METHOD /gin/path"), against the document. It never stops the test,
// so a request sent from another goroutine can be checked too.
func assertDocumentedAnswer(t testingT, key string, r reply) {
	t.Helper()
	d, err := loadDocumentedAnswers()
	if !assert.NoError(t, err) {
		return
	}
	method, path, _ := strings.Cut(key, " ")
	method, path = strings.ToLower(method), ginParam.ReplaceAllString(path, "{$1}")
	op, ok := d.paths[path][method]
	if !assert.True(t, ok, "%s is not in the document", key) {
		return
	}
	status := strconv.Itoa(r.Status)
	schemaAt := []string{"paths", path, method, "responses", status}
	answer, ok := op.Responses[status]
	if shared, isShared := d.sharedAnswer(op, r.Status); !ok && isShared {
		answer, ok, schemaAt = shared, true, []string{"components", "responses", strings.TrimPrefix(op.Responses["default"].Ref, sharedResponses)}
	}
	if !assert.True(t, ok, "%s answered %s, which the document doesn't list: %s", key, status, r.Body) {
		return
	}
	if len(answer.Content) == 0 {
		assert.Empty(t, r.Body, "%s %s: the document says no body", key, status)
		return
	}
	media, _, _ := mime.ParseMediaType(r.Header.Get("Content-Type"))
	if _, ok := answer.Content[media]; !assert.True(t, ok, "%s %s answered %q; the document says %v", key, status, media, mapKeys(answer.Content)) ||
		media != "application/json" {
		return
	}
	schema, err := d.schema(append(schemaAt, "content", media, "schema")...)
	if !assert.NoError(t, err) {
		return
	}
	body, err := jsonschema.UnmarshalJSON(bytes.NewReader(r.Body))
	if assert.NoError(t, err, "%s %s: %s", key, status, r.Body) {
		assert.NoError(t, schema.Validate(body), "%s %s: the answer doesn't match the document: %s", key, status, r.Body)
	}
}

const sharedResponses = "#/components/responses/"

// sharedAnswer is the default response op refers to, for a status it stands for.
func (d *documentedAnswers) sharedAnswer(op operationDoc, status int) (responseDoc, bool) {
	name, ok := strings.CutPrefix(op.Responses["default"].Ref, sharedResponses)
	answer, found := d.shared[name]
	return answer, ok && found && sharedFailures[status]
}

// schema compiles the schema at the JSON pointer made of tokens, once.
func (d *documentedAnswers) schema(tokens ...string) (*jsonschema.Schema, error) {
	var ptr strings.Builder
	for _, tok := range tokens {
		tok = strings.NewReplacer("~", "~0", "/", "~1").Replace(tok)
		ptr.WriteString("/" + url.PathEscape(tok))
	}
	loc := documentURL + "#" + ptr.String()
	d.mu.Lock()
	defer d.mu.Unlock()
	if s, ok := d.schemas[loc]; ok {
		return s, nil
	}
	s, err := d.compiler.Compile(loc)
	if err != nil {
		return nil, fmt.Errorf("compile %s: %w", loc, err)
	}
	d.schemas[loc] = s
	return s, nil
}

func mapKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	return keys
}

type testingT interface {
	Helper()
	Errorf(format string, args ...any)
}

// routeKeyOf is the route ("METHOD /gin/path") that answers method and
// path, or "" when none does (a page, a file, an unknown path).
func routeKeyOf(keys []string, method, path string) string {
	path, _, _ = strings.Cut(path, "?")
	got := strings.Split(path, "/")
	best, bestLiterals := "", -1
	for _, key := range keys {
		m, pattern, _ := strings.Cut(key, " ")
		want := strings.Split(pattern, "/")
		if m != method || len(want) != len(got) {
			continue
		}
		literals, ok := 0, true
		for i, w := range want {
			switch {
			case strings.HasPrefix(w, ":") && got[i] != "":
			case w == got[i]:
				literals++
			default:
				ok = false
			}
		}
		if ok && literals > bestLiterals {
			best, bestLiterals = key, literals
		}
	}
	return best
}
