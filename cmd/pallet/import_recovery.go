package main

import (
	"context"
	"fmt"

	"go.uber.org/fx"

	"github.com/palletshop/pallet/ports"
)

// importRecoveryModule takes back, before the server takes requests, the
// catalogue imports a stopped server left half written (SQLite writes a
// large import in steps). Only the server does: a sub-command may run
// beside a server that is importing.
var importRecoveryModule = fx.Invoke(func(lc fx.Lifecycle, store ports.Store) {
	r, ok := store.(ports.ImportRecoverer)
	if !ok {
		return
	}
	lc.Append(fx.Hook{OnStart: func(ctx context.Context) error {
		if err := r.RecoverImports(ctx); err != nil {
			return fmt.Errorf("taking back an unfinished catalogue import: %w", err)
		}
		return nil
	}})
})
