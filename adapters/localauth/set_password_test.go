package localauth

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/palletshop/pallet/domain"
)

func TestSetPasswordReplacesItAndSignsOutEverywhere(t *testing.T) {
	f := newFixture(t)
	u := signedUp(t, f, "ada@example.com", "secret1")
	first, _, err := f.acc.LogIn(f.ctx, "ada@example.com", "secret1")
	require.NoError(t, err)
	second, _, err := f.acc.LogIn(f.ctx, "ada@example.com", "secret1")
	require.NoError(t, err)

	require.NoError(t, f.acc.SetPassword(f.ctx, u.ID, "brand-new-2"))
	for _, token := range []string{first, second} {
		_, err := f.acc.Verify(f.ctx, token)
		assert.Equal(t, domain.ErrUnauthorized, err, "every old session is revoked")
	}
	_, _, err = f.acc.LogIn(f.ctx, "ada@example.com", "secret1")
	assert.Equal(t, domain.ErrBadCredentials, err)
	_, _, err = f.acc.LogIn(f.ctx, "ada@example.com", "brand-new-2")
	assert.NoError(t, err)
}

func TestSetPasswordKeepsThePasswordRules(t *testing.T) {
	f := newFixture(t)
	u := signedUp(t, f, "ada@example.com", "secret1")
	err := f.acc.SetPassword(f.ctx, u.ID, "abc")
	assert.EqualError(t, err, "invalid: Must be 6 characters or longer map[password:Must be 6 characters or longer]")
	_, _, err = f.acc.LogIn(f.ctx, "ada@example.com", "secret1")
	assert.NoError(t, err, "the old password still works")
}
