//go:build !race

// One goroutine: the race detector has nothing to watch here, and it slows the pure-Go
// SQLite engine many times over, so these run in make test's pass without it (docs/testing.md).

package sqlite

import (
	"database/sql"
	"io/fs"
	"path/filepath"
	"testing"
	"time"

	"github.com/pressly/goose/v3"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Uploads from before addresses were recorded still count for their
// uploader, count for no address, and the migration goes back down.
func TestUploadsFromBeforeAddressesCountForTheirUploaderOnly(t *testing.T) {
	path := filepath.Join(t.TempDir(), FileName)
	db := migratedUpTo(t, path, 12) // the last migration before this one
	uploaded := time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)
	_, err := db.Exec(`INSERT INTO uploads (url, user_id, bytes, created_at) VALUES ('/images/old.png', 'u1', 500, ?)`, uploaded.UnixMilli())
	require.NoError(t, err)
	require.NoError(t, db.Close())

	s, err := Open(path)
	require.NoError(t, err)
	used, err := s.UploadedBytesSince(t.Context(), "u1", uploaded)
	require.NoError(t, err)
	assert.EqualValues(t, 500, used)
	used, err = s.UploadedBytesFromAddressSince(t.Context(), "203.0.113.7", uploaded)
	require.NoError(t, err)
	assert.Zero(t, used)
	require.NoError(t, s.Close())

	migrations, err := fs.Sub(migrationFiles, "migrations")
	require.NoError(t, err)
	db, err = sql.Open("sqlite", path)
	require.NoError(t, err)
	defer func() { _ = db.Close() }()
	provider, err := goose.NewProvider(goose.DialectSQLite3, db, migrations)
	require.NoError(t, err)
	_, err = provider.DownTo(t.Context(), 12)
	require.NoError(t, err, "00013 goes back down")
}
