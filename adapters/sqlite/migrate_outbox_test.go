//go:build !race

// One goroutine: the race detector has nothing to watch here, and it slows the pure-Go
// SQLite engine many times over, so these run in make test's pass without it (docs/testing.md).

package sqlite

import (
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Mail an older release sent still held its links; the upgrade erases the
// bodies of sent mail and leaves unsent mail to be sent.
func TestTheUpgradeErasesTheBodiesOfMailAlreadySent(t *testing.T) {
	path := filepath.Join(t.TempDir(), FileName)
	db := migratedUpTo(t, path, 9)
	for id, sentAt := range map[string]int64{"sent": 1000, "unsent": 0} {
		_, err := db.Exec(`INSERT INTO outbox VALUES (?, '["a@example.com"]', 'Reset your password',
			'https://shop.example/reset-password?token=secret', '<p>secret</p>', '[]', 500, 0, 500, 0, ?, '')`, id, sentAt)
		require.NoError(t, err)
	}
	require.NoError(t, db.Close())

	s, err := Open(path)
	require.NoError(t, err)
	t.Cleanup(func() { _ = s.Close() })
	sent, err := s.GetMail(t.Context(), "sent")
	require.NoError(t, err)
	assert.Empty(t, sent.Text+sent.HTML)
	assert.Equal(t, "Reset your password", sent.Subject)
	unsent, err := s.GetMail(t.Context(), "unsent")
	require.NoError(t, err)
	assert.Contains(t, unsent.Text, "token=secret", "mail not sent yet keeps what it has to send")
}
