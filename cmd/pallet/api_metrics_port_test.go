package main

import (
	"io"
	"net/http"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.uber.org/fx"

	"github.com/palletshop/pallet/adapters/httpapi"
)

func TestMetricsOnTheirOwnPortAreGoneFromTheShopsPort(t *testing.T) {
	t.Parallel()
	var metrics *httpapi.MetricsListener
	s := newShop(t, map[string]string{"PALLET_METRICS_ADDR": "127.0.0.1:0"}, fx.Populate(&metrics))
	assert.Equal(t, 200, s.do("GET", "/api/products", "", nil).Status)
	assertAPIError(t, s.do("GET", "/metrics", "", nil), 404, "not_found", "Page not found", nil)

	require.NotNil(t, metrics.Addr)
	resp, err := http.Get("http://" + metrics.Addr.String() + "/metrics")
	require.NoError(t, err)
	defer resp.Body.Close()
	body, _ := io.ReadAll(resp.Body)
	assert.Equal(t, 200, resp.StatusCode)
	assert.Contains(t, resp.Header.Get("Content-Type"), "text/plain")
	assert.Contains(t, string(body), `pallet_http_requests_total{method="GET",route="/api/products",status="200"} 1`)

	other, err := http.Get("http://" + metrics.Addr.String() + "/api/products")
	require.NoError(t, err)
	other.Body.Close()
	assert.Equal(t, 404, other.StatusCode, "the metrics port serves nothing else")
}

func TestMetricsStayOnTheShopsPortInDevelopment(t *testing.T) {
	t.Parallel()
	var metrics *httpapi.MetricsListener
	s := newShop(t, nil, fx.Populate(&metrics))
	assert.Nil(t, metrics.Addr)
	require.Equal(t, 200, s.do("GET", "/api/products", "", nil).Status)
	r := s.do("GET", "/metrics", "", nil)
	assert.Equal(t, 200, r.Status)
	assert.Contains(t, string(r.Body), "pallet_http_requests_total")
}
