package httpapi

import (
	"log/slog"
	"net"
	"net/http"
	"time"

	"github.com/gin-gonic/gin"
	"go.uber.org/fx"

	"github.com/palletshop/pallet/adapters/config"
	"github.com/palletshop/pallet/domain"
)

// MetricsListener is the address /metrics is served on when
// PALLET_METRICS_ADDR gives it a port of its own; Addr is nil otherwise.
type MetricsListener struct{ Addr net.Addr }

// newMetricsListener serves only /metrics on PALLET_METRICS_ADDR, so the
// scrape port can stay inside the cluster while the shop's port is public.
func newMetricsListener(lc fx.Lifecycle, m *Metrics, cfg config.Config, log *slog.Logger) *MetricsListener {
	l := &MetricsListener{}
	if cfg.MetricsAddr == "" {
		return l
	}
	mux := http.NewServeMux()
	mux.Handle("GET /metrics", m.exposition())
	srv := &http.Server{Handler: mux, ReadHeaderTimeout: 10 * time.Second, ReadTimeout: 30 * time.Second,
		WriteTimeout: 30 * time.Second, IdleTimeout: 120 * time.Second}
	serveFor(lc, srv, listenOn(cfg.MetricsAddr), cfg.ShutdownTimeout, log, func(addr net.Addr) {
		l.Addr = addr
		log.Info("metrics are served", "url", "http://"+addr.String()+"/metrics")
	})
	return l
}

// metricsOnMainPort serves /metrics on the shop's port unless it has a
// listener of its own, in which case the shop's port doesn't know it.
func (s *Server) metricsOnMainPort() gin.HandlerFunc {
	if s.d.Config.MetricsAddr != "" {
		return func(c *gin.Context) { abortWithError(c, domain.NotFound("Page")) }
	}
	return s.d.Metrics.handler()
}
