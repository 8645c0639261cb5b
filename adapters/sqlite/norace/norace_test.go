// Package norace_test holds the SQLite store's tests that make test runs
// without the race detector. A test belongs here when it runs in one
// goroutine, so the race detector has nothing to watch, and it is heavy on
// the pure-Go SQLite engine, which the race detector slows many times over:
// the 20,000-row import took 404 s under -race and 13 s without it
// (docs/testing.md). Concurrency tests stay in the sqlite package, under -race.
package norace_test

import (
	"testing"

	"github.com/palletshop/pallet/adapters/contracttest"
	"github.com/palletshop/pallet/adapters/sqlite/sqlitetest"
	"github.com/palletshop/pallet/ports"
)

// An import as large as the shop accepts, in one write transaction. The
// contract suite imports 150 rows through the same code under -race.
func TestImportsTwentyThousandProductsInOneCall(t *testing.T) {
	contracttest.RunLargeImport(t, func(t *testing.T) ports.Store { return sqlitetest.OpenNew(t) }, 20000)
}
