package main

import (
	"net/http"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/stretchr/testify/assert"
)

func TestHeadAnswersLikeGetOnEveryGetRoute(t *testing.T) {
	t.Parallel()
	f := newFixture(t)
	for _, key := range f.shop.server.RouteKeys() {
		if !strings.HasPrefix(key, "GET ") {
			continue
		}
		_, path, _ := f.request(t, key)
		admin := f.tokens[3]
		got, head := f.shop.do("GET", path, admin, nil), f.shop.do("HEAD", path, admin, nil)
		assert.Equal(t, got.Status, head.Status, "HEAD %s", path)
		assert.Equal(t, got.Header.Get("Content-Type"), head.Header.Get("Content-Type"), "HEAD %s", path)
	}
}

func TestUnknownPagesAnswer404WithTheAppsNotFoundScreen(t *testing.T) {
	t.Parallel()
	index := "<!doctype html><html><body><div id=root></div></body></html>"
	s := newShop(t, nil, withFrontend(fstest.MapFS{"index.html": {Data: []byte(index)}, "logo.svg": {Data: []byte("<svg/>")}}))
	isIndex := func(t *testing.T, r reply) { assert.Equal(t, index, string(r.Body)) }
	var scenarios []scenario
	for _, method := range []string{http.MethodGet, http.MethodHead} {
		scenarios = append(scenarios,
			scenario{name: method + " home page", method: method, path: "/", status: 200, check: isIndex},
			scenario{name: method + " a client route", method: method, path: "/purchase/abc", status: 200, check: isIndex},
			scenario{name: method + " a dashboard page", method: method, path: "/dashboard/manageProducts", status: 200, check: isIndex},
			scenario{name: method + " a file", method: method, path: "/logo.svg", status: 200},
			scenario{name: method + " an unknown page", method: method, path: "/no-such-page", status: 404, notJSON: true, check: isIndex},
			scenario{name: method + " an unknown dashboard page", method: method, path: "/dashboard/nope", status: 404, notJSON: true, check: isIndex},
		)
	}
	runScenarios(t, s, scenarios)
}
