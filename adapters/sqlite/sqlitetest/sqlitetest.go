// Package sqlitetest opens SQLite stores for tests without migrating each one.
package sqlitetest

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"sync"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/palletshop/pallet/adapters/sqlite"
)

// migrated is the bytes of a store file migrated once per test binary.
// Migrating a new file took 1.3–1.7 s under -race (the pure-Go SQLite is
// slow under the race detector), copying this 25 ms; the contract suite
// opens hundreds of stores.
var migrated = sync.OnceValues(func() ([]byte, error) {
	dir, err := os.MkdirTemp("", "pallet-sqlitetest-")
	if err != nil {
		return nil, err
	}
	defer func() { _ = os.RemoveAll(dir) }()
	path := sqlite.PathIn(dir)
	s, err := sqlite.Open(path)
	if err != nil {
		return nil, err
	}
	if err := s.Close(); err != nil { // folds the write-ahead log into the file
		return nil, err
	}
	return os.ReadFile(path)
})

// Open opens the store at path, closed when t ends. A path with no file yet
// starts as a copy of the migrated file; sqlite.Open still runs, so the
// migrations find nothing to do and the start-up repairs run as in the shop.
// Tests of migrating itself call sqlite.Open.
func Open(t testing.TB, path string) *sqlite.Store {
	t.Helper()
	if _, err := os.Stat(path); errors.Is(err, fs.ErrNotExist) {
		file, err := migrated()
		require.NoError(t, err, "migrating the template store")
		require.NoError(t, os.MkdirAll(filepath.Dir(path), 0o700))
		require.NoError(t, os.WriteFile(path, file, 0o600))
	}
	s, err := sqlite.Open(path)
	require.NoError(t, err)
	t.Cleanup(func() { _ = s.Close() })
	return s
}

// OpenNew opens a new store in a directory of its own.
func OpenNew(t testing.TB) *sqlite.Store {
	t.Helper()
	return Open(t, sqlite.PathIn(t.TempDir()))
}
