package main

import (
	"context"
	"fmt"
	"log/slog"
	"time"

	"go.uber.org/fx"

	"github.com/palletshop/pallet/adapters/searchindex"
	"github.com/palletshop/pallet/app"
	"github.com/palletshop/pallet/ports"
)

// catalogueIndexPoll is how often the index asks the store for writes made
// by other replicas; this replica's own writes reach it before they return.
const catalogueIndexPoll = 300 * time.Millisecond

// catalogueIndexModule serves searches from the in-process catalogue index:
// built from the store before the server listens, caught up by every
// catalogue write on this replica (CatalogueVersion.Follow), and by polling
// the store's change feed for the others'. Polled changes move the
// catalogue version, so cached reads don't outlive them. The build and the
// heap it leaves are kept lean (memory_budget.go).
var catalogueIndexModule = fx.Module("catalogue-index", fx.Provide(newCatalogueIndex))

func newCatalogueIndex(lc fx.Lifecycle, store ports.Store, version *app.CatalogueVersion, log *slog.Logger) ports.CatalogueIndex {
	ix := searchindex.New(store)
	version.Follow(ix.CatchUp)
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	lc.Append(fx.Hook{
		OnStart: func(start context.Context) error {
			began := time.Now()
			if err := leanBuild(func() error { return ix.CatchUp(start) }); err != nil {
				return fmt.Errorf("building the catalogue index: %w", err)
			}
			log.Info("catalogue index built", "took", time.Since(began).Round(time.Millisecond))
			go keepMemoryLimit(ctx)
			go func() {
				defer close(done)
				ix.Poll(ctx, catalogueIndexPoll, version.Bump, func(err error) {
					log.Warn("catalogue index: catching up with the store failed; trying again", "err", err)
				})
			}()
			return nil
		},
		OnStop: func(stop context.Context) error {
			cancel()
			select {
			case <-done:
			case <-stop.Done():
			}
			return nil
		},
	})
	return ix
}
