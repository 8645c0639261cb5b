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
)

// An unpaid order from before reservations existed must not hold its stock
// forever: the migration gives it the default 48 hours from when it was placed.
func TestUnpaidOrdersFromBeforeReservationsGetTheDefaultReservation(t *testing.T) {
	path := filepath.Join(t.TempDir(), FileName)
	placed := time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)
	db, err := sql.Open("sqlite", path)
	require.NoError(t, err)
	migrations, err := fs.Sub(migrationFiles, "migrations")
	require.NoError(t, err)
	provider, err := goose.NewProvider(goose.DialectSQLite3, db, migrations)
	require.NoError(t, err)
	_, err = provider.UpTo(t.Context(), 1)
	require.NoError(t, err)
	for id, status := range map[string]domain.BookingStatus{"old-unpaid": domain.StatusUnpaid, "old-paid": domain.StatusPaid} {
		_, err = db.Exec(`INSERT INTO bookings VALUES (?, 'p1', 'SSD', 100, 10000, 100, 'a', '1', 'c', 'u1', 'u@example.com',
			?, '', '', '', '[]', ?, ?)`, id, status, placed.UnixMilli(), placed.UnixMilli())
		require.NoError(t, err)
	}
	require.NoError(t, db.Close())

	s, err := Open(path)
	require.NoError(t, err)
	t.Cleanup(func() { _ = s.Close() })
	unpaid, err := s.GetBooking(t.Context(), "old-unpaid")
	require.NoError(t, err)
	assert.Equal(t, placed.Add(48*time.Hour), unpaid.ExpiresAt)
	paid, err := s.GetBooking(t.Context(), "old-paid")
	require.NoError(t, err)
	assert.True(t, paid.ExpiresAt.IsZero(), "only unpaid orders hold a reservation")
}
