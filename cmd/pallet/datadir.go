package main

import (
	"errors"
	"fmt"
	"io/fs"
	"os"

	"github.com/palletshop/pallet/adapters/config"
)

// dataDirMode keeps the data directory to the shop's own user: it holds the
// store, the uploads and, without an SMTP server, every mailed link.
const dataDirMode fs.FileMode = 0o700

// checkDataDir makes sure the data directory can take the SQLite file,
// uploaded images and the dev mail sink before anything starts, so that a
// wrong PALLET_DATA_DIR stops the start with one line rather than an fx
// start-up error. It makes the directory the shop's only, even one that an
// older release (or an operator) left open to others.
func checkDataDir(cfg config.Config) error {
	if !keepsFilesLocally(cfg) {
		return nil
	}
	if err := os.MkdirAll(cfg.DataDir, dataDirMode); err != nil {
		return dataDirError(cfg.DataDir, err)
	}
	if err := os.Chmod(cfg.DataDir, dataDirMode); err != nil {
		return dataDirError(cfg.DataDir, err)
	}
	probe, err := os.CreateTemp(cfg.DataDir, ".write-check-*")
	if err != nil {
		return dataDirError(cfg.DataDir, err)
	}
	_ = probe.Close()
	return os.Remove(probe.Name())
}

// keepsFilesLocally: the SQLite store, images on disk, or mail written to
// .eml files for want of an SMTP server.
func keepsFilesLocally(cfg config.Config) bool {
	return cfg.Store == config.StoreSQLite || cfg.Images == config.ImagesDisk || cfg.SMTP.Host == ""
}

// dataDirError names the variable and the system's reason, without the
// operation and path the reason comes wrapped in.
func dataDirError(dir string, err error) error {
	var pathErr *fs.PathError
	if errors.As(err, &pathErr) {
		err = pathErr.Err
	}
	return fmt.Errorf("PALLET_DATA_DIR: %s is not writable: %v", dir, err)
}
