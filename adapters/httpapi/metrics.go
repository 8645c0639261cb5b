package httpapi

import (
	"net/http"
	"time"

	"github.com/gin-gonic/gin"
	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"
)

// Metrics is Pallet's Prometheus registry: HTTP traffic by route and status,
// and the shop's business events (it implements ports.ShopMetrics).
type Metrics struct {
	registry   *prometheus.Registry
	requests   *prometheus.CounterVec
	latency    *prometheus.HistogramVec
	bookings   prometheus.Counter
	outOfStock prometheus.Counter
	payments   *prometheus.CounterVec
	series     *routeSeries // requests and latency, per route
}

func NewMetrics() *Metrics {
	m := &Metrics{
		registry: prometheus.NewRegistry(),
		requests: prometheus.NewCounterVec(prometheus.CounterOpts{Name: "pallet_http_requests_total", Help: "HTTP requests by route and status."}, []string{"method", "route", "status"}),
		latency: prometheus.NewHistogramVec(prometheus.HistogramOpts{Name: "pallet_http_request_duration_seconds", Help: "HTTP request latency.",
			Buckets: []float64{.001, .0025, .005, .01, .025, .05, .1, .25, .5, 1, 2.5}}, []string{"method", "route"}),
		bookings:   prometheus.NewCounter(prometheus.CounterOpts{Name: "pallet_bookings_placed_total", Help: "Bookings placed."}),
		outOfStock: prometheus.NewCounter(prometheus.CounterOpts{Name: "pallet_out_of_stock_refusals_total", Help: "Bookings refused for lack of stock."}),
		payments:   prometheus.NewCounterVec(prometheus.CounterOpts{Name: "pallet_payments_total", Help: "Payments by result."}, []string{"result"}),
	}
	m.series = newRouteSeries(m.requests, m.latency)
	m.registry.MustRegister(m.requests, m.latency, m.bookings, m.outOfStock, m.payments,
		collectors.NewGoCollector(), collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}))
	return m
}

func (m *Metrics) BookingPlaced()     { m.bookings.Inc() }
func (m *Metrics) OutOfStockRefused() { m.outOfStock.Inc() }
func (m *Metrics) PaymentConfirmed()  { m.payments.WithLabelValues("confirmed").Inc() }
func (m *Metrics) PaymentFailed()     { m.payments.WithLabelValues("failed").Inc() }

func (m *Metrics) observe() gin.HandlerFunc {
	return func(c *gin.Context) {
		start := time.Now()
		c.Next()
		route := c.FullPath()
		if route == "" {
			route = "unmatched"
		}
		r := m.series.of(c.Request.Method, route)
		m.series.counter(r, c.Writer.Status()).Inc()
		r.latency.Observe(time.Since(start).Seconds())
	}
}

func (m *Metrics) handler() gin.HandlerFunc {
	h := m.exposition()
	return func(c *gin.Context) { h.ServeHTTP(c.Writer, c.Request) }
}

// exposition is the Prometheus text answer to a scrape.
func (m *Metrics) exposition() http.Handler {
	return promhttp.HandlerFor(m.registry, promhttp.HandlerOpts{})
}
