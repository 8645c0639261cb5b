package httpapi

import (
	"net/http"
	"strconv"
	"sync"
	"sync/atomic"

	"github.com/prometheus/client_golang/prometheus"
)

// routeSeries finds a route's latency and status series once and keeps
// them: WithLabelValues hashes its labels and takes a lock on every call,
// which a cached catalogue page, answered in microseconds, felt. Reads take
// no lock; a route or status seen for the first time copies the table.
type routeSeries struct {
	requests *prometheus.CounterVec
	latency  *prometheus.HistogramVec
	mu       sync.Mutex // serialises the copies
	routes   atomic.Pointer[map[routeKey]*oneRoute]
}

type routeKey struct{ method, route string }

// oneRoute is a route's series: its latency, and a counter per status seen.
type oneRoute struct {
	key      routeKey
	latency  prometheus.Observer
	statuses atomic.Pointer[[]statusCount]
}

type statusCount struct {
	status  int
	counter prometheus.Counter
}

func newRouteSeries(requests *prometheus.CounterVec, latency *prometheus.HistogramVec) *routeSeries {
	rs := &routeSeries{requests: requests, latency: latency}
	rs.routes.Store(&map[routeKey]*oneRoute{})
	return rs
}

// of is the series of method on route. A method outside HTTP's own is
// counted as OTHER: any token is a method to net/http, and a label per
// invented one would let clients grow the registry without bound.
func (rs *routeSeries) of(method, route string) *oneRoute {
	key := routeKey{knownMethod(method), route}
	if r, ok := (*rs.routes.Load())[key]; ok {
		return r
	}
	rs.mu.Lock()
	defer rs.mu.Unlock()
	old := *rs.routes.Load()
	if r, ok := old[key]; ok {
		return r
	}
	r := &oneRoute{key: key, latency: rs.latency.WithLabelValues(key.method, key.route)}
	r.statuses.Store(&[]statusCount{})
	grown := make(map[routeKey]*oneRoute, len(old)+1)
	for k, v := range old {
		grown[k] = v
	}
	grown[key] = r
	rs.routes.Store(&grown)
	return r
}

// counter is the route's counter of answers with status.
func (rs *routeSeries) counter(r *oneRoute, status int) prometheus.Counter {
	for _, sc := range *r.statuses.Load() {
		if sc.status == status {
			return sc.counter
		}
	}
	rs.mu.Lock()
	defer rs.mu.Unlock()
	seen := *r.statuses.Load()
	for _, sc := range seen {
		if sc.status == status {
			return sc.counter
		}
	}
	c := rs.requests.WithLabelValues(r.key.method, r.key.route, strconv.Itoa(status))
	grown := append(append(make([]statusCount, 0, len(seen)+1), seen...), statusCount{status, c})
	r.statuses.Store(&grown)
	return c
}

func knownMethod(m string) string {
	switch m {
	case http.MethodGet, http.MethodHead, http.MethodPost, http.MethodPut, http.MethodPatch,
		http.MethodDelete, http.MethodOptions, http.MethodConnect, http.MethodTrace:
		return m
	}
	return "OTHER"
}
