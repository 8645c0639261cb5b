package domain

import (
	"strconv"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestNewIDLeadsWithTheMillisecondItWasMade(t *testing.T) {
	before := time.Now().UnixMilli()
	id := NewID()
	after := time.Now().UnixMilli()

	require.True(t, ValidID(id), id)
	made, err := strconv.ParseInt(id[:12], 16, 64)
	require.NoError(t, err)
	assert.GreaterOrEqual(t, made, before)
	assert.LessOrEqual(t, made, after)
}

func TestNewIDsOfOneMomentDifferInTheirReferences(t *testing.T) {
	references := map[string]bool{}
	for range 100 {
		references[ShortReference(NewID())] = true
	}
	assert.Len(t, references, 100, "the last eight characters are random, so orders placed together don't share a reference")
}
