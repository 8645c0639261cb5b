package main

import (
	"io/fs"
	"os"
	"path/filepath"
	"syscall"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/palletshop/pallet/adapters/config"
)

// The tests run as root, which may write anywhere: a regular file where the
// directory should be makes the data directory unusable for anyone.
func TestAnUnusableDataDirStopsTheStartWithOneLine(t *testing.T) {
	t.Parallel()
	file := filepath.Join(t.TempDir(), "not-a-dir")
	require.NoError(t, os.WriteFile(file, []byte("x"), 0o600))
	for _, dir := range []string{file, filepath.Join(file, "data")} {
		for _, cmd := range []string{"serve", "migrate"} {
			code, out := runPallet(t, map[string]string{"PALLET_DATA_DIR": dir}, cmd)
			assert.Equal(t, 1, code, "%s with %s", cmd, dir)
			assert.Equal(t, "pallet: PALLET_DATA_DIR: "+dir+" is not writable: not a directory\n", out)
		}
	}
}

func TestTheDataDirIsCreatedAndLeftClean(t *testing.T) {
	t.Parallel()
	dir := filepath.Join(t.TempDir(), "fresh", "data")
	require.NoError(t, checkDataDir(loadConfig(t, map[string]string{"PALLET_DATA_DIR": dir})))
	entries, err := os.ReadDir(dir)
	require.NoError(t, err, "the directory is made")
	assert.Empty(t, entries, "the write check leaves nothing behind")
}

func TestNoDataDirIsNeededWhenNothingIsKeptLocally(t *testing.T) {
	t.Parallel()
	file := filepath.Join(t.TempDir(), "not-a-dir")
	require.NoError(t, os.WriteFile(file, []byte("x"), 0o600))
	cfg := loadConfig(t, map[string]string{"PALLET_DATA_DIR": file, "PALLET_STORE": "memory",
		"PALLET_IMAGES": "imghost", "PALLET_IMGHOST_KEY": "k", "PALLET_SMTP_URL": "smtp://mail.example.com"})
	assert.NoError(t, checkDataDir(cfg))
}

// The data directory holds every account, order and mailed link: other
// users of the machine may not even list it, whether the shop made it or
// found it there.
func TestTheDataDirIsTheShopsOnly(t *testing.T) {
	t.Parallel()
	old := syscall.Umask(0o022)
	defer syscall.Umask(old)
	fresh := filepath.Join(t.TempDir(), "fresh", "data")
	existing := t.TempDir()
	require.NoError(t, os.Chmod(existing, 0o755))
	mailOnly := t.TempDir() // the memory store still writes the dev mail sink's .eml files here
	require.NoError(t, os.Chmod(mailOnly, 0o755))
	for dir, env := range map[string]map[string]string{
		fresh:    {"PALLET_DATA_DIR": fresh},
		existing: {"PALLET_DATA_DIR": existing},
		mailOnly: {"PALLET_DATA_DIR": mailOnly, "PALLET_STORE": "memory", "PALLET_IMAGES": "imghost", "PALLET_IMGHOST_KEY": "k"},
	} {
		require.NoError(t, checkDataDir(loadConfig(t, env)))
		info, err := os.Stat(dir)
		require.NoError(t, err)
		assert.Equal(t, fs.FileMode(0o700), info.Mode().Perm(), dir)
	}
}

func loadConfig(t *testing.T, env map[string]string) config.Config {
	t.Helper()
	cfg, err := config.Load(func(k string) string { return env[k] }, "", "")
	require.NoError(t, err)
	return cfg
}
