package main

import (
	"errors"
	"net/http"
	"testing"

	"github.com/stretchr/testify/require"
	"go.uber.org/fx"

	"github.com/palletshop/pallet/adapters/httpapi"
)

// fakeDisk reports fixed free and total bytes for any path.
type fakeDisk struct {
	free, total uint64
	err         error
}

func (d fakeDisk) Usage(string) (uint64, uint64, error) { return d.free, d.total, d.err }

func withDisk(d fakeDisk) fx.Option {
	return fx.Decorate(func(httpapi.DiskUsage) httpapi.DiskUsage { return d })
}

func TestReadinessWatchesTheDataDisk(t *testing.T) {
	t.Parallel()
	nearlyFull := fakeDisk{free: 100 << 20, total: 10 << 30}
	for _, tc := range []struct {
		name    string
		env     map[string]string
		disk    fakeDisk
		status  int
		message string
	}{
		{"plenty of room", nil, fakeDisk{free: 5 << 30, total: 10 << 30}, http.StatusOK, ""},
		{"images on a nearly full disk", nil, nearlyFull, http.StatusServiceUnavailable,
			"The data disk is nearly full: 100 MiB free of 10240 MiB"},
		{"SQLite on a nearly full disk", map[string]string{"PALLET_STORE": "sqlite", "PALLET_IMAGES": "imghost", "PALLET_IMGHOST_KEY": "k"},
			nearlyFull, http.StatusServiceUnavailable, "The data disk is nearly full: 100 MiB free of 10240 MiB"},
		{"a disk that can't be read", nil, fakeDisk{err: errors.New("statfs: no such file")}, http.StatusServiceUnavailable,
			"The data disk can't be checked"},
		{"nothing kept on the data disk", map[string]string{"PALLET_IMAGES": "imghost", "PALLET_IMGHOST_KEY": "k"},
			nearlyFull, http.StatusOK, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := newShop(t, tc.env, withDisk(tc.disk)).do("GET", "/readyz", "", nil)
			if tc.message == "" {
				require.Equal(t, tc.status, r.Status, string(r.Body))
				return
			}
			assertAPIError(t, r, tc.status, "unavailable", tc.message, nil)
		})
	}
}
