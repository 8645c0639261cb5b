package main

import (
	"fmt"
	"regexp"
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestCORSOnlyForConfiguredOrigins(t *testing.T) {
	t.Parallel()
	s := newShop(t, map[string]string{"PALLET_CORS_ORIGINS": "https://buyer.example"})
	preflight := func(origin string) (int, string) {
		req := mustRequest(t, "OPTIONS", "/api/products")
		req.Header.Set("Origin", origin)
		req.Header.Set("Access-Control-Request-Method", "GET")
		rec := s.raw(req)
		return rec.Code, rec.Header().Get("Access-Control-Allow-Origin")
	}
	status, allowed := preflight("https://buyer.example")
	assert.Equal(t, 204, status)
	assert.Equal(t, "https://buyer.example", allowed)

	_, allowed = preflight("https://evil.example")
	assert.Empty(t, allowed, "an unlisted origin gets no CORS grant")

	req := mustRequest(t, "GET", "/api/products")
	req.Header.Set("Origin", "https://buyer.example")
	rec := s.raw(req)
	assert.Equal(t, 200, rec.Code)
	assert.Equal(t, "https://buyer.example", rec.Header().Get("Access-Control-Allow-Origin"))
	assert.Contains(t, rec.Header().Values("Vary"), "Origin")
}

// metric reads one un-labelled (or fully labelled) sample from /metrics.
func (s *shop) metric(t *testing.T, series string) float64 {
	t.Helper()
	r := s.do("GET", "/metrics", "", nil)
	require.Equal(t, 200, r.Status)
	m := regexp.MustCompile(`(?m)^` + regexp.QuoteMeta(series) + ` ([0-9.e+]+)$`).FindSubmatch(r.Body)
	if m == nil {
		return 0
	}
	v, err := strconv.ParseFloat(string(m[1]), 64)
	require.NoError(t, err)
	return v
}

func TestShopMetrics(t *testing.T) {
	t.Parallel()
	s := newShop(t, nil)
	customer, _ := s.signUp("Counted")
	p := s.orderableProduct()
	before := map[string]float64{}
	series := []string{"pallet_bookings_placed_total", "pallet_out_of_stock_refusals_total",
		`pallet_payments_total{result="confirmed"}`, `pallet_payments_total{result="failed"}`}
	for _, name := range series {
		before[name] = s.metric(t, name)
	}
	b := s.book(customer, p)
	r := s.do("POST", "/api/bookings", customer, orderBody(p["id"].(string), num(p["stock"])+1))
	require.Equal(t, 409, r.Status, string(r.Body))
	r = s.do("POST", confirmPath(b["id"].(string)), customer, cardBody("4000 0000 0000 0002"))
	require.Equal(t, 402, r.Status, string(r.Body))
	s.pay(customer, b["id"].(string))

	for _, name := range series {
		assert.Equal(t, before[name]+1, s.metric(t, name), name)
	}
	body := string(s.do("GET", "/metrics", "", nil).Body)
	assert.Contains(t, body, `route="/api/bookings/:id/payment/confirm"`, "requests are counted by route, not by raw path")
	assert.NotContains(t, body, fmt.Sprint(b["id"]), "no ids in metric labels")
	assert.Contains(t, body, "pallet_http_request_duration_seconds_bucket")
}
