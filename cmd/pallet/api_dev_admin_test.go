package main

import (
	"net/http"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The dev admin's address receives no mail, so the dashboard must not ask
// it to verify one.
func TestTheDevAdminNeedsNoMailedVerification(t *testing.T) {
	t.Parallel()
	s := newShop(t, nil)
	r := s.do("GET", "/api/me", s.adminToken(), nil)
	require.Equal(t, http.StatusOK, r.Status, string(r.Body))
	me := r.JSON(t)
	assert.Equal(t, "admin", me["role"])
	assert.Equal(t, true, me["emailVerified"])
}
