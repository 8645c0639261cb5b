//go:build unix

package httpapi

import "syscall"

// StatfsDisk reads DiskUsage from statfs(2): the space an unprivileged
// process may still use, so root's reserved blocks don't count as free.
type StatfsDisk struct{}

func (StatfsDisk) Usage(path string) (free, total uint64, err error) {
	var st syscall.Statfs_t
	if err := syscall.Statfs(path, &st); err != nil {
		return 0, 0, err
	}
	return uint64(st.Bavail) * uint64(st.Bsize), uint64(st.Blocks) * uint64(st.Bsize), nil
}

// SystemDisk measures the data disk with statfs(2).
func SystemDisk() DiskUsage { return StatfsDisk{} }
