package httpapi

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/palletshop/pallet/adapters/config"
)

type fakeDisk struct {
	free, total uint64
	err         error
}

func (d fakeDisk) Usage(string) (uint64, uint64, error) { return d.free, d.total, d.err }

func TestDiskProblemBelowTheFreeSpaceFloor(t *testing.T) {
	problem, err := diskProblem(fakeDisk{free: minFreeDiskBytes - 1, total: 10 << 30}, "/data")
	require.NoError(t, err)
	assert.Equal(t, "The data disk is nearly full: 255 MiB free of 10240 MiB", problem)

	problem, err = diskProblem(fakeDisk{free: minFreeDiskBytes, total: 10 << 30}, "/data")
	require.NoError(t, err)
	assert.Empty(t, problem)

	problem, err = diskProblem(fakeDisk{err: errors.New("no such file")}, "/data")
	assert.Error(t, err)
	assert.Equal(t, "The data disk can't be checked", problem)
}

func TestOnlyStoresOnTheDataDiskAreChecked(t *testing.T) {
	assert.True(t, usesDataDisk(config.Config{Store: "sqlite", Images: "imghost"}))
	assert.True(t, usesDataDisk(config.Config{Store: "mongodb", Images: "disk"}))
	assert.False(t, usesDataDisk(config.Config{Store: "mongodb", Images: "imghost"}))
}
