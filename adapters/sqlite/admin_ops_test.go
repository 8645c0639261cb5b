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

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

func openInTemp(t *testing.T) *Store {
	t.Helper()
	s, err := Open(filepath.Join(t.TempDir(), FileName))
	require.NoError(t, err)
	t.Cleanup(func() { _ = s.Close() })
	return s
}

// The file refuses to change or remove an audit entry, whoever asks.
func TestAuditLogIsAppendOnly(t *testing.T) {
	s := openInTemp(t)
	c, trail := ports.WithAuditTrail(t.Context())
	e := domain.NewAuditEntry("ops@pallet.test", domain.AuditReviewDelete, "r1", nil, nil, time.Now())
	trail.Record(e)
	require.NoError(t, s.CreateReview(t.Context(), domain.Review{ID: "r1", Name: "n", Email: "e@example.com", Rating: 5}))
	require.NoError(t, s.DeleteReview(c, "r1"))

	_, err := s.writer.Exec("UPDATE audit_log SET actor = 'someone else'")
	assert.ErrorContains(t, err, "append-only")
	_, err = s.writer.Exec("DELETE FROM audit_log")
	assert.ErrorContains(t, err, "append-only")
	page, err := s.ListAudit(t.Context(), domain.AuditFilter{})
	require.NoError(t, err)
	require.Len(t, page.Items, 1)
	assert.Equal(t, "ops@pallet.test", page.Items[0].Actor)
}

func TestAdminOpsMigrationGoesBackDown(t *testing.T) {
	path := filepath.Join(t.TempDir(), FileName)
	s, err := Open(path)
	require.NoError(t, err)
	require.NoError(t, s.Close())
	db, err := sql.Open("sqlite", path)
	require.NoError(t, err)
	defer func() { _ = db.Close() }()
	migrations, err := fs.Sub(migrationFiles, "migrations")
	require.NoError(t, err)
	provider, err := goose.NewProvider(goose.DialectSQLite3, db, migrations)
	require.NoError(t, err)
	_, err = provider.DownTo(t.Context(), 7)
	require.NoError(t, err)
	_, err = provider.Up(t.Context())
	require.NoError(t, err, "and up again")
}
