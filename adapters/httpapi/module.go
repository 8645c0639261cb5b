package httpapi

import (
	"context"
	"errors"
	"log/slog"
	"net"
	"net/http"
	"time"

	"go.uber.org/fx"

	"github.com/palletshop/pallet/adapters/config"
	"github.com/palletshop/pallet/ports"
)

// Module serves the API on PALLET_ADDR, and /metrics on PALLET_METRICS_ADDR
// when it is set, for the life of the fx app.
var Module = fx.Module("httpapi",
	fx.Provide(
		NewMetrics,
		func(m *Metrics) ports.ShopMetrics { return m },
		New,
		newListener,
		newMetricsListener,
	),
	fx.Invoke(func(*Listener, *MetricsListener) {}),
)

// Listener is the bound address, for tests and the start-up message.
type Listener struct{ Addr net.Addr }

func newListener(lc fx.Lifecycle, s *Server, cfg config.Config, log *slog.Logger) *Listener {
	l := &Listener{}
	timeouts := readTimeouts{header: 10 * time.Second, idle: 120 * time.Second, write: cfg.WriteTimeout}
	srv := withHeldAnswers(&http.Server{Handler: s, ReadHeaderTimeout: timeouts.header, ReadTimeout: 60 * time.Second,
		WriteTimeout: timeouts.write, IdleTimeout: timeouts.idle})
	serveFor(lc, srv, listenServingReads(cfg.Addr, s, timeouts, log), cfg.ShutdownTimeout, log, func(addr net.Addr) {
		l.Addr = addr
		log.Info("Pallet is serving", "url", "http://"+addr.String())
	})
	return l
}

// listener opens a server's socket when the app starts.
type listener func() (net.Listener, error)

func listenOn(addr string) listener {
	return func() (net.Listener, error) { return net.Listen("tcp", addr) }
}

// listenServingReads answers cached reads beneath net/http (cached_reads.go).
func listenServingReads(addr string, s *Server, t readTimeouts, log *slog.Logger) listener {
	return listenWrapped(addr, func(ln net.Listener) net.Listener {
		return newReadsListener(ln, s.recordAnswer, s.cachedPath, t, log)
	})
}

func listenWrapped(addr string, wrap func(net.Listener) net.Listener) listener {
	return func() (net.Listener, error) {
		ln, err := listenOn(addr)()
		if err != nil {
			return nil, err
		}
		return wrap(ln), nil
	}
}

// serveFor runs srv on what listen opens from the app's start to its stop;
// bound is told the address once it is listening.
func serveFor(lc fx.Lifecycle, srv *http.Server, listen listener, shutdownTimeout time.Duration, log *slog.Logger, bound func(net.Addr)) {
	lc.Append(fx.Hook{
		OnStart: func(ctx context.Context) error {
			ln, err := listen()
			if err != nil {
				return err
			}
			bound(ln.Addr())
			go func() {
				if err := srv.Serve(ln); err != nil && !errors.Is(err, http.ErrServerClosed) {
					log.Error("http server stopped", "addr", ln.Addr().String(), "err", err)
				}
			}()
			return nil
		},
		OnStop: func(ctx context.Context) error {
			ctx, cancel := context.WithTimeout(ctx, shutdownTimeout)
			defer cancel()
			return srv.Shutdown(ctx)
		},
	})
}
