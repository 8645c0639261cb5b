package sqlite_test

import (
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/palletshop/pallet/adapters/contracttest"
	"github.com/palletshop/pallet/adapters/sqlite"
	"github.com/palletshop/pallet/ports"
)

// Two stores opened on one file stand for the server and the pallet
// command running beside it: the last-admin rule holds across both.
func TestLastAdminHoldsAcrossTwoStoresOnOneFile(t *testing.T) {
	contracttest.RunAdminContentionSuite(t, func(t *testing.T) (ports.Store, ports.Store) {
		path := filepath.Join(t.TempDir(), "pallet.db")
		return openAt(t, path), openAt(t, path)
	}, caps)
}

func openAt(t *testing.T, path string) *sqlite.Store {
	t.Helper()
	s, err := sqlite.Open(path)
	require.NoError(t, err)
	t.Cleanup(func() { _ = s.Close() })
	return s
}
