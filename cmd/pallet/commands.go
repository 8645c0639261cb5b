package main

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"time"

	"go.uber.org/fx"

	"github.com/palletshop/pallet/adapters/config"
	"github.com/palletshop/pallet/app"
	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// serveStartTimeout bounds start-up, which reads the whole catalogue into
// the catalogue index (about 2 s per 100,000 products).
const serveStartTimeout = 5 * time.Minute

// serve runs the shop until SIGINT or SIGTERM, then drains requests in flight.
func serve(cfg config.Config, log *slog.Logger) error {
	leanMemory = true
	a := fx.New(serverOptions(cfg, log), fx.StartTimeout(serveStartTimeout), fx.StopTimeout(cfg.ShutdownTimeout+5*time.Second))
	if err := a.Err(); err != nil {
		return err
	}
	a.Run()
	return nil
}

// withStore starts just the store, runs fn, and stops.
func withStore(ctx context.Context, cfg config.Config, log *slog.Logger, fn any) error {
	a := fx.New(storeOptions(cfg, log), fx.Provide(app.NewSetUserRole), fx.Invoke(fn))
	if err := a.Start(ctx); err != nil {
		return err
	}
	return a.Stop(ctx)
}

func migrate(ctx context.Context, cfg config.Config, log *slog.Logger, out io.Writer) error {
	return withStore(ctx, cfg, log, func(ports.HealthChecker) {
		fmt.Fprintf(out, "The %s store is migrated.\n", cfg.Store)
	})
}

func seed(ctx context.Context, cfg config.Config, log *slog.Logger, out io.Writer) error {
	var err error
	runErr := withStore(ctx, cfg, log, func(products ports.ProductRepository, categories ports.CategoryRepository, clock app.Clock) {
		var n int
		n, err = app.SeedCatalogue(ctx, products, categories, clock())
		if err == nil {
			fmt.Fprintf(out, "Seeded %d products (nothing is added to a store that already has products).\n", n)
		}
	})
	if runErr != nil {
		return runErr
	}
	return err
}

func admin(ctx context.Context, args []string, cfg config.Config, log *slog.Logger, out io.Writer) error {
	if len(args) != 2 || (args[0] != "grant" && args[0] != "revoke") {
		return fmt.Errorf("usage: pallet admin grant|revoke EMAIL")
	}
	role := domain.RoleAdmin
	if args[0] == "revoke" {
		role = domain.RoleCustomer
	}
	var err error
	runErr := withStore(ctx, cfg, log, func(h *app.SetUserRole) {
		var u domain.User
		u, err = h.HandleByEmail(ctx, args[1], role)
		if domain.IsCode(err, domain.CodeNotFound) {
			err = noAccountYet(cfg, args[1])
		}
		if err == nil {
			fmt.Fprintf(out, "%s is now %s.\n", u.Email, u.Role)
		}
	})
	if runErr != nil {
		return runErr
	}
	return err
}

// noAccountYet says how the account to grant comes to exist. Local sign-up
// proves no address, so PALLET_ADMIN_EMAILS only helps with Firebase.
func noAccountYet(cfg config.Config, email string) error {
	if cfg.Auth == ports.AuthFirebase {
		return fmt.Errorf("no account uses %s yet: sign in once with it and run this again, "+
			"or list it in PALLET_ADMIN_EMAILS to make it admin at its first sign-in with a verified email", email)
	}
	return fmt.Errorf("no account uses %s yet: sign up with it in the shop, then run this again", email)
}

// healthcheck asks a running server's /healthz (for the container's HEALTHCHECK).
func healthcheck(cfg config.Config) error {
	_, port, _ := net.SplitHostPort(cfg.Addr)
	client := &http.Client{Timeout: 3 * time.Second}
	resp, err := client.Get("http://127.0.0.1:" + port + "/healthz")
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return fmt.Errorf("healthz answered %d", resp.StatusCode)
	}
	return nil
}
