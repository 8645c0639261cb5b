package httpapi

import (
	"fmt"

	"github.com/palletshop/pallet/adapters/config"
)

// minFreeDiskBytes is the free space below which /readyz says not ready:
// enough for SQLite to checkpoint its log and for a burst of uploads, so
// traffic moves away before writes start to fail.
const minFreeDiskBytes = 256 << 20

// DiskUsage reports the free and total bytes of the filesystem holding path.
type DiskUsage interface {
	Usage(path string) (free, total uint64, err error)
}

// usesDataDisk reports whether the shop writes into the data directory:
// the SQLite file, or images kept on disk.
func usesDataDisk(cfg config.Config) bool {
	return cfg.Store == config.StoreSQLite || cfg.Images == config.ImagesDisk
}

// diskProblem explains why the data disk can't take more writes, or is "".
func diskProblem(disk DiskUsage, dir string) (string, error) {
	free, total, err := disk.Usage(dir)
	if err != nil {
		return "The data disk can't be checked", fmt.Errorf("checking free space in %s: %w", dir, err)
	}
	if free < minFreeDiskBytes {
		return fmt.Sprintf("The data disk is nearly full: %d MiB free of %d MiB", free>>20, total>>20), nil
	}
	return "", nil
}
