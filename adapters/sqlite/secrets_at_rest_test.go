//go:build !race

// One goroutine: the race detector has nothing to watch here, and it slows the pure-Go
// SQLite engine many times over, so these run in make test's pass without it (docs/testing.md).

package sqlite_test

import (
	"context"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/palletshop/pallet/adapters/sqlite"
	"github.com/palletshop/pallet/domain"
)

// storeFiles are the database, its write-ahead log and shared memory.
func storeFiles(path string) []string { return []string{path, path + "-wal", path + "-shm"} }

func modeOf(t *testing.T, path string) fs.FileMode {
	t.Helper()
	info, err := os.Stat(path)
	require.NoError(t, err)
	return info.Mode().Perm()
}

// A copy of the file (a backup, a careless chmod) must not hand out the
// password reset links already mailed.
func TestASentResetLinkIsNotLeftInTheFile(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "pallet.db")
	s, err := sqlite.Open(path)
	require.NoError(t, err)
	const link = "https://shop.example/reset-password?token=live-secret-5f0c2a9e"
	now := time.Now()
	letter := "Follow " + link + "\n\n" + strings.Repeat("Kind regards. ", 150)
	m := domain.NewMail([]string{"victim@example.com"}, "Reset your password", letter, "<p>"+letter+"</p>", now)
	require.NoError(t, s.EnqueueMail(ctx, m))
	_, err = s.ClaimMail(ctx, now, time.Minute, 10)
	require.NoError(t, err)
	require.NoError(t, s.MarkMailSent(ctx, m.ID, now))
	require.NoError(t, s.Close()) // folds the log into the file

	data, err := os.ReadFile(path)
	require.NoError(t, err)
	assert.False(t, strings.Contains(string(data), "live-secret-5f0c2a9e"), "the sent body's old bytes are zeroed, not just unlinked")
}

func TestTheStoreFilesAreReadableByTheShopOnly(t *testing.T) {
	old := syscall.Umask(0o022)
	defer syscall.Umask(old)
	path := filepath.Join(t.TempDir(), "fresh", "pallet.db")
	s, err := sqlite.Open(path)
	require.NoError(t, err)
	require.NoError(t, s.EnqueueMail(context.Background(), domain.NewMail([]string{"a@example.com"}, "Hi", "x", "", time.Now())))
	for _, f := range storeFiles(path) {
		assert.Equal(t, fs.FileMode(0o600), modeOf(t, f), f)
	}
	assert.Equal(t, fs.FileMode(0o700), modeOf(t, filepath.Dir(path)), "a new directory is the shop's only")
	require.NoError(t, s.Close())
}

func TestAnExistingStoreFileIsMadePrivateOnOpen(t *testing.T) {
	path := filepath.Join(t.TempDir(), "pallet.db")
	s, err := sqlite.Open(path)
	require.NoError(t, err)
	require.NoError(t, s.Close())
	require.NoError(t, os.Chmod(path, 0o644)) // an older release's file, or a restored backup
	for _, f := range storeFiles(path)[1:] {
		require.NoError(t, os.WriteFile(f, nil, 0o644)) // left by a crash
	}

	s, err = sqlite.Open(path)
	require.NoError(t, err)
	defer s.Close()
	require.NoError(t, s.Ping(context.Background()))
	for _, f := range storeFiles(path) {
		assert.Equal(t, fs.FileMode(0o600), modeOf(t, f), f)
	}
}
