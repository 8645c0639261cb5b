//go:build !unix

package httpapi

// SystemDisk is nil where there is no statfs(2): /readyz then skips the
// disk check rather than guess.
func SystemDisk() DiskUsage { return nil }
