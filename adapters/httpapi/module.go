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

// Module serves the API on PALLET_ADDR for the life of the fx app.
var Module = fx.Module("httpapi",
	fx.Provide(
		NewMetrics,
		func(m *Metrics) ports.ShopMetrics { return m },
		New,
		newListener,
	),
	fx.Invoke(func(*Listener) {}),
)

// Listener is the bound address, for tests and the start-up message.
type Listener struct{ Addr net.Addr }

func newListener(lc fx.Lifecycle, s *Server, cfg config.Config, log *slog.Logger) *Listener {
	l := &Listener{}
	srv := &http.Server{Handler: s, ReadHeaderTimeout: 10 * time.Second, ReadTimeout: 60 * time.Second,
		WriteTimeout: 60 * time.Second, IdleTimeout: 120 * time.Second}
	lc.Append(fx.Hook{
		OnStart: func(ctx context.Context) error {
			ln, err := net.Listen("tcp", cfg.Addr)
			if err != nil {
				return err
			}
			l.Addr = ln.Addr()
			go func() {
				if err := srv.Serve(ln); err != nil && !errors.Is(err, http.ErrServerClosed) {
					log.Error("http server stopped", "err", err)
				}
			}()
			log.Info("Pallet is serving", "url", "http://"+ln.Addr().String())
			return nil
		},
		OnStop: func(ctx context.Context) error {
			ctx, cancel := context.WithTimeout(ctx, cfg.ShutdownTimeout)
			defer cancel()
			return srv.Shutdown(ctx)
		},
	})
	return l
}
