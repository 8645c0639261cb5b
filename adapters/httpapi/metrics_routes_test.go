package httpapi

import (
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestRouteSeriesCountEachRouteAndStatusApart(t *testing.T) {
	m := NewMetrics()
	var wg sync.WaitGroup
	for range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for range 100 {
				m.series.counter(m.series.of("GET", "/api/products"), 200).Inc()
				m.series.counter(m.series.of("GET", "/api/products"), 304).Inc()
				m.series.counter(m.series.of("POST", "/api/cart"), 200).Inc()
			}
		}()
	}
	wg.Wait()
	assert.Equal(t, map[string]float64{"GET /api/products 200": 800, "GET /api/products 304": 800, "POST /api/cart 200": 800}, requestCounts(t, m))
	assert.Same(t, m.series.of("GET", "/api/products"), m.series.of("GET", "/api/products"), "a route's series are found once")
	assert.Len(t, *m.series.routes.Load(), 2)
}

func TestRouteSeriesFoldInventedMethodsIntoOne(t *testing.T) {
	m := NewMetrics()
	for _, method := range []string{"FOO", "BAR", "PROPFIND", "get"} {
		m.series.counter(m.series.of(method, "unmatched"), 405).Inc()
	}
	assert.Equal(t, map[string]float64{"OTHER unmatched 405": 4}, requestCounts(t, m), "one series, however many methods clients invent")
}

// requestCounts is pallet_http_requests_total as "method route status" → count.
func requestCounts(t *testing.T, m *Metrics) map[string]float64 {
	t.Helper()
	families, err := m.registry.Gather()
	require.NoError(t, err)
	counts := map[string]float64{}
	for _, f := range families {
		if f.GetName() != "pallet_http_requests_total" {
			continue
		}
		for _, s := range f.GetMetric() {
			l := map[string]string{}
			for _, p := range s.GetLabel() {
				l[p.GetName()] = p.GetValue()
			}
			counts[l["method"]+" "+l["route"]+" "+l["status"]] = s.GetCounter().GetValue()
		}
	}
	return counts
}
