//go:build unix

package httpapi

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestStatfsDiskReadsARealFilesystem(t *testing.T) {
	free, total, err := SystemDisk().Usage(t.TempDir())
	require.NoError(t, err)
	assert.Positive(t, total)
	assert.LessOrEqual(t, free, total)
}
