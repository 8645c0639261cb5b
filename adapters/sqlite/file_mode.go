package sqlite

import (
	"errors"
	"io/fs"
	"os"
)

// privateMode is the store files' mode: they hold every account and order,
// so only the shop's own user may read them.
const privateMode fs.FileMode = 0o600

// makePrivate creates the database file as privateMode before SQLite opens
// it, and takes any wider mode off an existing file and its write-ahead log
// and shared memory. SQLite creates the log and shared memory later with
// the database file's mode.
func makePrivate(path string) error {
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE, privateMode)
	if err != nil {
		return err
	}
	if err := f.Close(); err != nil {
		return err
	}
	for _, name := range []string{path, path + "-wal", path + "-shm"} {
		if err := os.Chmod(name, privateMode); err != nil && !errors.Is(err, fs.ErrNotExist) {
			return err
		}
	}
	return nil
}
