//go:build !race

package sqlite

import (
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Counting a buyer's open orders must not visit every unpaid order in the
// shop: with the index on status it did, for each order placed.
func TestOpenOrdersAreCountedFromTheBuyersOwnIndexEntries(t *testing.T) {
	s, err := Open(filepath.Join(t.TempDir(), FileName))
	require.NoError(t, err)
	t.Cleanup(func() { _ = s.Close() })
	var id, parent, unused int
	var plan string
	require.NoError(t, s.writer.QueryRow("EXPLAIN QUERY PLAN "+countOpenOrders, "u1", "unpaid").Scan(&id, &parent, &unused, &plan))
	assert.Equal(t, "SEARCH bookings USING COVERING INDEX bookings_user_status (user_id=? AND status=?)", plan)
}
