package sqlite_test

import (
	"path/filepath"
	"testing"

	"github.com/palletshop/pallet/adapters/contracttest"
	"github.com/palletshop/pallet/adapters/sqlite/sqlitetest"
	"github.com/palletshop/pallet/ports"
)

// Two stores opened on one file stand for the server and the pallet
// command running beside it: the last-admin rule holds across both.
func TestLastAdminHoldsAcrossTwoStoresOnOneFile(t *testing.T) {
	contracttest.RunAdminContentionSuite(t, func(t *testing.T) (ports.Store, ports.Store) {
		path := filepath.Join(t.TempDir(), "pallet.db")
		return sqlitetest.Open(t, path), sqlitetest.Open(t, path)
	}, caps)
}
