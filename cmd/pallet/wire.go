package main

import (
	"context"
	"io/fs"
	"log/slog"
	"net/http"
	"time"

	"go.uber.org/fx"
	"go.uber.org/fx/fxevent"

	"github.com/palletshop/pallet/adapters/config"
	"github.com/palletshop/pallet/adapters/dirmail"
	"github.com/palletshop/pallet/adapters/diskimages"
	"github.com/palletshop/pallet/adapters/firebaseauth"
	"github.com/palletshop/pallet/adapters/formforward"
	"github.com/palletshop/pallet/adapters/httpapi"
	"github.com/palletshop/pallet/adapters/imaging"
	"github.com/palletshop/pallet/adapters/imghost"
	"github.com/palletshop/pallet/adapters/localauth"
	"github.com/palletshop/pallet/adapters/memory"
	"github.com/palletshop/pallet/adapters/mongodb"
	"github.com/palletshop/pallet/adapters/pdfdocs"
	"github.com/palletshop/pallet/adapters/smtpmail"
	"github.com/palletshop/pallet/adapters/sqlite"
	"github.com/palletshop/pallet/adapters/stripepay"
	"github.com/palletshop/pallet/adapters/testpay"
	"github.com/palletshop/pallet/app"
	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/frontend"
	"github.com/palletshop/pallet/ports"
)

// serverOptions is the whole shop: the store, identity, payments and images
// that cfg chooses, the use cases, and the HTTP server.
func serverOptions(cfg config.Config, log *slog.Logger) fx.Option {
	return fx.Options(
		storeOptions(cfg, log),
		importRecoveryModule,
		identityModule(cfg),
		paymentsModule(cfg),
		imagesModule(cfg),
		imaging.Module,
		forwardModule(cfg),
		mailModule(cfg),
		pdfdocs.Module,
		fx.Provide(frontendFiles),
		catalogueIndexModule,
		useCases,
		reservationsModule,
		seedModule,
		httpapi.Module,
		uploadsModule,
		companyModule,
		fulfilmentModule,
		returnsModule,
	)
}

// storeOptions is the part every sub-command needs: settings, logs, store.
func storeOptions(cfg config.Config, log *slog.Logger) fx.Option {
	return fx.Options(
		fx.Supply(cfg, log, app.AdminEmails(cfg.AdminEmails)),
		fx.Provide(app.SystemClock, app.NewCatalogueVersion, app.NewReviewsVersion),
		fx.WithLogger(func() fxevent.Logger { return fxevent.NopLogger }),
		storeModule(cfg),
		fx.Provide(
			versionedProducts,
			versionedCategories,
			func(s ports.Store) ports.UserRepository { return s },
			func(s ports.Store) ports.BuyerRepository { return s },
			func(s ports.Store) ports.CompanyRepository { return s },
			versionedBookings,
			func(s ports.Store) ports.CartRepository { return s },
			func(s ports.Store) ports.QuoteRepository { return s },
			versionedReviews,
			func(s ports.Store) ports.MessageRepository { return s },
			func(s ports.Store) ports.CredentialRepository { return s },
			func(s ports.Store) ports.HealthChecker { return s },
			func(s ports.Store) ports.UploadRepository { return s },
			func(s ports.Store) ports.AddressRepository { return s },
			func(s ports.Store) ports.OutboxRepository { return s },
			func(s ports.Store) ports.AuditRepository { return s },
			func(s ports.Store) ports.StatsRepository { return s },
		),
	)
}

func storeModule(cfg config.Config) fx.Option {
	switch cfg.Store {
	case config.StoreMongoDB:
		return mongodb.Module
	case config.StoreMemory:
		return memory.Module
	}
	return sqlite.Module
}

func identityModule(cfg config.Config) fx.Option {
	if cfg.Auth == ports.AuthFirebase {
		return firebaseauth.Module
	}
	return localauth.Module
}

func paymentsModule(cfg config.Config) fx.Option {
	if cfg.Payments == ports.PaymentStripe {
		return stripepay.Module
	}
	return testpay.Module
}

func imagesModule(cfg config.Config) fx.Option {
	if cfg.Images == config.ImagesHost {
		return imghost.Module
	}
	return fx.Options(diskimages.Module, fx.Provide(fx.Annotate(
		func(s *diskimages.Store) http.Handler { return s.Handler() }, fx.ResultTags(`name:"images"`))))
}

func forwardModule(cfg config.Config) fx.Option {
	if cfg.ContactForwardURL == "" {
		return fx.Options()
	}
	return formforward.Module
}

// mailModule sends through PALLET_SMTP_URL, or with none writes .eml files
// into the data dir so a development run needs no mail server.
func mailModule(cfg config.Config) fx.Option {
	if cfg.SMTP.Host != "" {
		return smtpmail.Module
	}
	return dirmail.Module
}

type frontendOut struct {
	fx.Out
	Files     fs.FS  `name:"frontend"`
	FirstView []byte `name:"firstView"`
}

func frontendFiles() (frontendOut, error) {
	dist, err := fs.Sub(frontend.Dist, "dist")
	return frontendOut{Files: dist, FirstView: frontend.FirstView}, err
}

// uploadSweepInterval is how often uploads nothing uses are looked for.
const uploadSweepInterval = time.Hour

// uploadsModule holds uploads to the settings' limits, sweeps abandoned
// ones every hour, and lets /readyz watch the data disk.
var uploadsModule = fx.Options(
	fx.Provide(uploadLimits, app.NewSweepUploads, httpapi.SystemDisk),
	fx.Provide(app.NewPhotoLinks),
	fx.Invoke(func(lc fx.Lifecycle, sweep *app.SweepUploads) { runEvery(lc, uploadSweepInterval, sweep.Run) }),
)

func uploadLimits(cfg config.Config) app.UploadLimits {
	return app.UploadLimits{
		DecodeBudgetBytes: int64(cfg.ImageMemoryMB) << 20,
		DailyQuota:        domain.UploadQuota(int64(cfg.UploadQuotaMB) << 20),
		AddressDailyQuota: domain.UploadQuota(int64(cfg.UploadAddressQuotaMB) << 20),
	}
}

// runEvery runs job on a ticker from start until stop.
func runEvery(lc fx.Lifecycle, interval time.Duration, job func(context.Context, <-chan time.Time)) {
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	var ticker *time.Ticker
	lc.Append(fx.Hook{
		OnStart: func(context.Context) error {
			ticker = time.NewTicker(interval)
			go func() {
				defer close(done)
				job(ctx, ticker.C)
			}()
			return nil
		},
		OnStop: func(stop context.Context) error {
			ticker.Stop()
			cancel()
			select {
			case <-done:
			case <-stop.Done():
			}
			return nil
		},
	})
}
