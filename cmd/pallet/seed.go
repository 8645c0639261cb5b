package main

import (
	"context"
	"log/slog"

	"go.uber.org/fx"

	"github.com/palletshop/pallet/adapters/config"
	"github.com/palletshop/pallet/app"
	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// seedModule fills an empty store with the catalogue, and creates the
// development admin, before the server starts listening.
var seedModule = fx.Module("seed", fx.Invoke(registerSeeding))

type seedDeps struct {
	fx.In
	Lifecycle  fx.Lifecycle
	Config     config.Config
	Log        *slog.Logger
	Products   ports.ProductRepository
	Categories ports.CategoryRepository
	Users      ports.UserRepository
	Accounts   ports.LocalAccounts `optional:"true"`
	Clock      app.Clock
}

func registerSeeding(d seedDeps) {
	d.Lifecycle.Append(fx.StartHook(func(ctx context.Context) error {
		if d.Config.Seed {
			n, err := app.SeedCatalogue(ctx, d.Products, d.Categories, d.Clock())
			if err != nil {
				return err
			}
			if n > 0 {
				d.Log.Info("seeded the catalogue", "products", n)
			}
		}
		if d.Config.DevAdmin && d.Accounts != nil {
			in := domain.SignUpInput{Name: "Pallet Admin", Email: config.DevAdminEmail, Password: config.DevAdminPassword}
			if err := app.EnsureAdminAccount(ctx, d.Users, d.Accounts, in, d.Clock); err != nil {
				return err
			}
			d.Log.Info("development admin ready", "email", config.DevAdminEmail, "password", config.DevAdminPassword)
		}
		return nil
	}))
}
