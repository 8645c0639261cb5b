package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"io/fs"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.uber.org/fx"
)

// scenario is one API call and everything its answer must show
// (PocketBase style: method, URL, token, body → status and content).
type scenario struct {
	name    string
	method  string
	path    string
	token   string
	body    any
	status  int
	code    string                      // error.code; required for every 4xx/5xx
	message string                      // error.message, word for word; required with code
	fields  map[string]string           // error.fields, exactly; nil means "no fields"
	check   func(t *testing.T, r reply) // further checks on the answer
	notJSON bool                        // a page, not an API answer: status and check only
}

func runScenarios(t *testing.T, s *shop, scenarios []scenario) {
	t.Helper()
	for _, sc := range scenarios {
		t.Run(sc.name, func(t *testing.T) {
			r := s.do(sc.method, sc.path, sc.token, sc.body)
			if sc.status >= 400 && !sc.notJSON {
				require.NotEmpty(t, sc.code, "an error scenario must name its code")
				require.NotEmpty(t, sc.message, "an error scenario must name its message")
				assertAPIError(t, r, sc.status, sc.code, sc.message, sc.fields)
			} else {
				require.Equal(t, sc.status, r.Status, "%s %s: %s", sc.method, sc.path, r.Body)
			}
			if sc.check != nil {
				sc.check(t, r)
			}
		})
	}
}

// assertAPIError checks api.md's error shape word for word. A nil fields
// map means the answer must carry no fields.
func assertAPIError(t *testing.T, r reply, status int, code, message string, fields map[string]string) {
	t.Helper()
	require.Equal(t, status, r.Status, "body: %s", r.Body)
	e, ok := r.JSON(t)["error"].(map[string]any)
	require.True(t, ok, "error shape expected, got %s", r.Body)
	assert.Equal(t, code, e["code"], "error.code in %s", r.Body)
	assert.Equal(t, message, e["message"], "error.message in %s", r.Body)
	got := map[string]string{}
	if f, ok := e["fields"].(map[string]any); ok {
		for k, v := range f {
			got[k] = fmt.Sprint(v)
		}
	}
	if fields == nil {
		fields = map[string]string{}
	}
	assert.Equal(t, fields, got, "error.fields in %s", r.Body)
}

// raw sends a hand-made request (headers, client address, streamed bodies).
func (s *shop) raw(req *http.Request) *httptest.ResponseRecorder {
	rec := httptest.NewRecorder()
	s.server.ServeHTTP(rec, req)
	s.assertDocumented(req.Method, req.URL.RequestURI(), reply{Status: rec.Code, Body: rec.Body.Bytes(), Header: rec.Header()})
	return rec
}

func (s *shop) rawJSON(method, path, token string, body io.Reader) *httptest.ResponseRecorder {
	req := httptest.NewRequest(method, path, body)
	req.Header.Set("Content-Type", "application/json")
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	return s.raw(req)
}

// doWithin is do with a deadline, so a server that hangs fails the test
// instead of the whole package.
func (s *shop) doWithin(t *testing.T, d time.Duration, method, path, token string, body any) reply {
	t.Helper()
	req := httptest.NewRequest(method, path, jsonReader(t, body))
	req.Header.Set("Content-Type", "application/json")
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	done := make(chan reply, 1)
	go func() {
		rec := s.raw(req)
		done <- reply{Status: rec.Code, Body: rec.Body.Bytes()}
	}()
	select {
	case r := <-done:
		return r
	case <-time.After(d):
		require.FailNowf(t, "request hung", "%s %s gave no answer within %s (deadlock?)", method, path, d)
		return reply{}
	}
}

func jsonReader(t *testing.T, body any) io.Reader {
	switch b := body.(type) {
	case nil:
		return nil
	case string:
		return strings.NewReader(b)
	default:
		data, err := json.Marshal(b)
		require.NoError(t, err)
		return bytes.NewReader(data)
	}
}

// withFrontend replaces the embedded front end with files.
func withFrontend(files fs.FS) fx.Option {
	return fx.Decorate(fx.Annotate(func(fs.FS) fs.FS { return files },
		fx.ParamTags(`name:"frontend"`), fx.ResultTags(`name:"frontend"`)))
}

var emailSeq atomic.Int64

// uniqueEmail is safe for parallel tests (the harness's nextSeq is not).
func uniqueEmail(prefix string) string {
	return fmt.Sprintf("%s-%d@example.com", prefix, emailSeq.Add(1))
}

// signUpAs creates a customer with a known email and returns token and id.
// Each customer signs up from an address of its own, as customers on the
// internet do: sign-ups are limited per address.
func (s *shop) signUpAs(name, email string) (token, id string) {
	s.t.Helper()
	r := s.doFrom(newClientAddress(), "POST", "/api/auth/signup", "", map[string]string{"name": name, "email": email, "password": "secret123"})
	require.Equal(s.t, http.StatusCreated, r.Status, string(r.Body))
	m := r.JSON(s.t)
	return m["token"].(string), m["user"].(map[string]any)["id"].(string)
}

func (s *shop) getJSON(path, token string) map[string]any {
	s.t.Helper()
	r := s.do("GET", path, token, nil)
	require.Equal(s.t, http.StatusOK, r.Status, "GET %s: %s", path, r.Body)
	return r.JSON(s.t)
}

func (s *shop) me(token string) map[string]any { return s.getJSON("/api/me", token) }

func (s *shop) product(id string) map[string]any { return s.getJSON("/api/products/"+id, "") }

func (s *shop) booking(token, id string) map[string]any {
	return s.getJSON("/api/bookings/"+id, token)
}

// items returns a list answer's items as objects.
func items(t *testing.T, list map[string]any) []map[string]any {
	t.Helper()
	raw, ok := list["items"].([]any)
	require.True(t, ok, "list answer without items: %v", list)
	out := make([]map[string]any, len(raw))
	for i, it := range raw {
		out[i] = it.(map[string]any)
	}
	return out
}

// num reads a JSON number as an int64.
func num(v any) int64 {
	f, _ := v.(float64)
	return int64(f)
}

func ids(list []map[string]any) []string {
	out := make([]string, len(list))
	for i, it := range list {
		out[i], _ = it["id"].(string)
	}
	return out
}

func jsonBody(t *testing.T, body any) io.ReadCloser { return io.NopCloser(jsonReader(t, body)) }

// cardBody is the test-mode card form with a future expiry.
func cardBody(number string) map[string]any {
	return map[string]any{"number": number, "expMonth": 12, "expYear": 2099, "cvc": "123", "name": "Pallet Buyer", "email": "buyer@example.com"}
}

// withoutTimes drops the timestamps of an answer (and of its history).
func withoutTimes(m map[string]any) map[string]any {
	out := map[string]any{}
	for k, v := range m {
		switch k {
		case "createdAt", "updatedAt", "at":
			continue
		case "history":
			var h []any
			for _, e := range v.([]any) {
				h = append(h, withoutTimes(e.(map[string]any)))
			}
			v = h
		}
		out[k] = v
	}
	return out
}
