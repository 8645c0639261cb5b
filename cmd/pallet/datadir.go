package main

import (
	"errors"
	"fmt"
	"io/fs"
	"os"

	"github.com/palletshop/pallet/adapters/config"
)

// checkDataDir makes sure the data directory can take the SQLite file and
// uploaded images before anything starts, so that a wrong PALLET_DATA_DIR
// stops the start with one line rather than an fx start-up error.
func checkDataDir(cfg config.Config) error {
	if cfg.Store != config.StoreSQLite && cfg.Images != config.ImagesDisk {
		return nil // nothing is kept on this machine
	}
	if err := os.MkdirAll(cfg.DataDir, 0o750); err != nil {
		return dataDirError(cfg.DataDir, err)
	}
	probe, err := os.CreateTemp(cfg.DataDir, ".write-check-*")
	if err != nil {
		return dataDirError(cfg.DataDir, err)
	}
	_ = probe.Close()
	return os.Remove(probe.Name())
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
