package main

import (
	"io"
	"net/http"
	"regexp"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestAPIErrorsAreNeverServerErrors(t *testing.T) {
	t.Parallel()
	s := newShop(t, nil)
	customer, _ := s.signUp("Basic")
	admin := s.adminToken()
	twoMiBName := `{"name":"` + strings.Repeat("a", 2<<20) + `"}`

	runScenarios(t, s, []scenario{
		{name: "id that is not an id", method: "GET", path: "/api/products/not-an-id",
			status: 404, code: "not_found", message: "Product not found"},
		{name: "unknown 24-hex id", method: "GET", path: "/api/products/0123456789abcdef01234567",
			status: 404, code: "not_found", message: "Product not found"},
		{name: "2 MiB JSON body", method: "PATCH", path: "/api/me", token: customer, body: twoMiBName,
			status: 413, code: "too_large", message: "The request is too large"},
		{name: "2 MiB JSON body, anonymous", method: "POST", path: "/api/auth/login", body: twoMiBName,
			status: 413, code: "too_large", message: "The request is too large"},
		{name: "malformed JSON", method: "PATCH", path: "/api/me", token: customer, body: `{"name": "Ada`,
			status: 400, code: "invalid", message: "The request body is not valid JSON"},
		{name: "not JSON at all", method: "POST", path: "/api/products", token: admin, body: `name=Ada`,
			status: 400, code: "invalid", message: "The request body is not valid JSON"},
		{name: "empty body", method: "PATCH", path: "/api/me", token: customer, body: ``,
			status: 400, code: "invalid", message: "The request body is empty"},
		{name: "two JSON objects", method: "PATCH", path: "/api/me", token: customer, body: `{"name":"A"} {"name":"B"}`,
			status: 400, code: "invalid", message: "The request body must hold a single JSON object"},
		{name: "unknown field", method: "PATCH", path: "/api/me", token: customer, body: `{"nickname":"Ada"}`,
			status: 400, code: "invalid", message: "Unknown field nickname", fields: map[string]string{"nickname": "Unknown field nickname"}},
		{name: "text where a number belongs", method: "POST", path: "/api/products", token: admin, body: `{"priceCents":"12.50"}`,
			status: 400, code: "invalid", message: "Must be a whole number", fields: map[string]string{"priceCents": "Must be a whole number"}},
		{name: "number where text belongs", method: "PATCH", path: "/api/me", token: customer, body: `{"name":42}`,
			status: 400, code: "invalid", message: "Must be text", fields: map[string]string{"name": "Must be text"}},
		{name: "an array instead of an object", method: "PATCH", path: "/api/me", token: customer, body: `["Ada"]`,
			status: 400, code: "invalid", message: "The request body has the wrong shape"},
	})

	t.Run("2 MiB streamed without a length", func(t *testing.T) {
		rec := s.rawJSON("PATCH", "/api/me", customer, io.MultiReader(strings.NewReader(twoMiBName)))
		assertAPIError(t, reply{Status: rec.Code, Body: rec.Body.Bytes()}, 413, "too_large", "The request is too large", nil)
	})
	t.Run("nothing was changed by the refused bodies", func(t *testing.T) {
		assert.Equal(t, "Basic", s.me(customer)["name"])
	})
}

func TestHealthAndReadiness(t *testing.T) {
	t.Parallel()
	s := newShop(t, nil)
	runScenarios(t, s, []scenario{
		{name: "healthz", method: "GET", path: "/healthz", status: 200,
			check: func(t *testing.T, r reply) { assert.Equal(t, "ok", r.JSON(t)["status"]) }},
		{name: "readyz", method: "GET", path: "/readyz", status: 200,
			check: func(t *testing.T, r reply) { assert.Equal(t, "ready", r.JSON(t)["status"]) }},
	})
}

func TestOpenAPIListsExactlyTheRoutes(t *testing.T) {
	t.Parallel()
	s := newShop(t, nil)
	doc := s.getJSON("/api/openapi.json", "")
	assert.Equal(t, "3.1.0", doc["openapi"], "OpenAPI 3.1")

	var documented []string
	for path, ops := range doc["paths"].(map[string]any) {
		for method := range ops.(map[string]any) {
			documented = append(documented, strings.ToUpper(method)+" "+path)
		}
	}
	param := regexp.MustCompile(`:([A-Za-z]+)`)
	var routed []string
	for _, k := range s.server.RouteKeys() {
		routed = append(routed, param.ReplaceAllString(k, "{$1}"))
	}
	require.NotEmpty(t, routed)
	assert.ElementsMatch(t, routed, documented, "the OpenAPI document and the router differ")
}

func TestSinglePageAppWithoutAFrontEnd(t *testing.T) {
	t.Parallel()
	s := newShop(t, nil, withFrontend(fstest.MapFS{".gitkeep": {}})) // as in a fresh clone
	notBuilt := func(t *testing.T, r reply) { assert.Contains(t, string(r.Body), "front end not built") }
	runScenarios(t, s, []scenario{
		{name: "home page", method: "GET", path: "/", status: 503, notJSON: true, check: notBuilt},
		{name: "deep page", method: "GET", path: "/dashboard/myOrders", status: 503, notJSON: true, check: notBuilt},
		{name: "unknown API path", method: "GET", path: "/api/nope", status: 404, code: "not_found", message: "Page not found"},
		{name: "unknown API path, POST", method: "POST", path: "/api/nope", body: `{}`, status: 404, code: "not_found", message: "Page not found"},
		{name: "missing asset", method: "GET", path: "/missing.js", status: 404, code: "not_found", message: "File not found"},
	})
}

func TestSinglePageAppFallback(t *testing.T) {
	t.Parallel()
	index := "<!doctype html><html><body><div id=root></div></body></html>"
	s := newShop(t, nil, withFrontend(fstest.MapFS{
		"index.html":        {Data: []byte(index)},
		"assets/app-1a2.js": {Data: []byte("console.log(1)")},
		"logo.svg":          {Data: []byte("<svg/>")},
	}))
	isIndex := func(t *testing.T, r reply) { assert.Equal(t, index, string(r.Body)) }
	runScenarios(t, s, []scenario{
		{name: "home page", method: "GET", path: "/", status: 200, check: isIndex},
		{name: "client route", method: "GET", path: "/products", status: 200, check: isIndex},
		{name: "deep client route", method: "GET", path: "/dashboard/payment/abc", status: 200, check: isIndex},
		{name: "built asset", method: "GET", path: "/assets/app-1a2.js", status: 200,
			check: func(t *testing.T, r reply) { assert.Equal(t, "console.log(1)", string(r.Body)) }},
		{name: "unknown API path", method: "GET", path: "/api/nope", status: 404, code: "not_found", message: "Page not found"},
		{name: "missing asset", method: "GET", path: "/missing.js", status: 404, code: "not_found", message: "File not found"},
		{name: "missing hashed asset", method: "GET", path: "/assets/index-nope.css", status: 404, code: "not_found", message: "File not found"},
	})
	t.Run("cache headers", func(t *testing.T) {
		assert.Contains(t, s.raw(mustRequest(t, "GET", "/assets/app-1a2.js")).Header().Get("Cache-Control"), "immutable")
		assert.Equal(t, "no-cache", s.raw(mustRequest(t, "GET", "/products")).Header().Get("Cache-Control"))
	})
}

func TestMethodNotAllowed(t *testing.T) {
	t.Parallel()
	s := newShop(t, nil)
	for _, sc := range []struct{ method, path string }{
		{"DELETE", "/api/brands"}, {"PUT", "/api/products"}, {"GET", "/api/auth/login"},
	} {
		t.Run(sc.method+" "+sc.path, func(t *testing.T) {
			assertAPIError(t, s.do(sc.method, sc.path, "", nil), 405, "invalid", "Method not allowed", nil)
		})
	}
}

func TestSecurityHeaders(t *testing.T) {
	t.Parallel()
	s := newShop(t, nil)
	for _, path := range []string{"/", "/catalogue", "/api/docs", "/api/nope", "/metrics"} {
		t.Run("page "+path, func(t *testing.T) {
			h := s.raw(mustRequest(t, "GET", path)).Header()
			csp := h.Get("Content-Security-Policy")
			assert.Contains(t, csp, "frame-ancestors 'none'")
			assert.Contains(t, csp, "default-src 'self'")
			assert.NotContains(t, csp, "stripe.com", "Stripe's origins only in Stripe mode")
			assert.NotContains(t, csp, "googleapis.com", "Firebase's origins only in Firebase mode")
			assert.Contains(t, []string{"no-referrer", "same-origin", "strict-origin", "strict-origin-when-cross-origin"}, h.Get("Referrer-Policy"))
			assertCommonSecurityHeaders(t, h)
		})
	}
	for _, path := range []string{"/api/products", "/api/products?q=ssd", "/healthz", "/api/openapi.json", "/api/brands"} {
		t.Run("JSON answer "+path, func(t *testing.T) {
			h := s.raw(mustRequest(t, "GET", path)).Header()
			assert.Equal(t, "default-src 'none'; frame-ancestors 'none'", h.Get("Content-Security-Policy"), "an answer that is no page loads nothing")
			assert.Empty(t, h.Get("Referrer-Policy"), "no links to refer from")
			assertCommonSecurityHeaders(t, h)
		})
	}
	t.Run("Stripe mode allows Stripe's origins", func(t *testing.T) {
		stripe := newShop(t, map[string]string{"PALLET_PAYMENTS": "stripe", "STRIPE_SECRET_KEY": "sk_test_x", "STRIPE_PUBLISHABLE_KEY": "pk_test_x"})
		csp := stripe.raw(mustRequest(t, "GET", "/")).Header().Get("Content-Security-Policy")
		assert.Contains(t, csp, "https://js.stripe.com")
		assert.Contains(t, csp, "frame-ancestors 'none'")
	})
}

func assertCommonSecurityHeaders(t *testing.T, h http.Header) {
	t.Helper()
	assert.Equal(t, "nosniff", h.Get("X-Content-Type-Options"))
	assert.Equal(t, "DENY", h.Get("X-Frame-Options"))
	assert.Empty(t, h.Get("Access-Control-Allow-Origin"), "CORS is off by default")
}

var hexID = regexp.MustCompile(`^[0-9a-f]{16}$`)

func TestRequestID(t *testing.T) {
	t.Parallel()
	s := newShop(t, nil)
	get := func(id string) string {
		req := mustRequest(t, "GET", "/api/brands")
		if id != "" {
			req.Header.Set("X-Request-Id", id)
		}
		return s.raw(req).Header().Get("X-Request-Id")
	}
	assert.Equal(t, "trace-42.abc_Z", get("trace-42.abc_Z"), "a sane caller id is echoed")
	first, second := get(""), get("")
	assert.Regexp(t, hexID, first, "an id is made when none is sent")
	assert.NotEqual(t, first, second)
	assert.Regexp(t, hexID, get("has spaces; and <script>"), "an unsafe id is replaced")
}

func mustRequest(t *testing.T, method, path string) *http.Request {
	req, err := http.NewRequest(method, path, nil)
	require.NoError(t, err)
	req.RemoteAddr = "192.0.2.1:1234"
	return req
}
