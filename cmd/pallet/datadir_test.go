package main

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/palletshop/pallet/adapters/config"
)

// The tests run as root, which may write anywhere: a regular file where the
// directory should be makes the data directory unusable for anyone.
func TestAnUnusableDataDirStopsTheStartWithOneLine(t *testing.T) {
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
	dir := filepath.Join(t.TempDir(), "fresh", "data")
	require.NoError(t, checkDataDir(loadConfig(t, map[string]string{"PALLET_DATA_DIR": dir})))
	entries, err := os.ReadDir(dir)
	require.NoError(t, err, "the directory is made")
	assert.Empty(t, entries, "the write check leaves nothing behind")
}

func TestNoDataDirIsNeededWhenNothingIsKeptLocally(t *testing.T) {
	file := filepath.Join(t.TempDir(), "not-a-dir")
	require.NoError(t, os.WriteFile(file, []byte("x"), 0o600))
	cfg := loadConfig(t, map[string]string{"PALLET_DATA_DIR": file, "PALLET_STORE": "memory",
		"PALLET_IMAGES": "imghost", "PALLET_IMGHOST_KEY": "k"})
	assert.NoError(t, checkDataDir(cfg))
}

func loadConfig(t *testing.T, env map[string]string) config.Config {
	t.Helper()
	cfg, err := config.Load(func(k string) string { return env[k] }, "", "")
	require.NoError(t, err)
	return cfg
}
