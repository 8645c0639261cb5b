package localauth

import (
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/palletshop/pallet/domain"
)

func TestTokensAreRandomAndStoredOnlyAsHashes(t *testing.T) {
	f := newFixture(t)
	u := signedUp(t, f, "ada@example.com", "secret1")
	t1, _, err := f.acc.LogIn(f.ctx, "ada@example.com", "secret1")
	require.NoError(t, err)
	t2, _, err := f.acc.LogIn(f.ctx, "ada@example.com", "secret1")
	require.NoError(t, err)

	assert.NotEqual(t, t1, t2)
	raw, err := base64.RawURLEncoding.DecodeString(t1)
	require.NoError(t, err, "token must be base64url")
	assert.Len(t, raw, 32)

	_, err = f.store.GetSession(f.ctx, t1)
	assert.True(t, domain.IsCode(err, domain.CodeNotFound), "the clear token must not be a key")
	sum := sha256.Sum256([]byte(t1))
	s, err := f.store.GetSession(f.ctx, hex.EncodeToString(sum[:]))
	require.NoError(t, err)
	assert.Equal(t, u.ID, s.UserID)
	assert.True(t, f.clock.Now().Add(testTTL).Equal(s.ExpiresAt), "expires %v", s.ExpiresAt)
}

func TestVerifyRefusesUnknownTokens(t *testing.T) {
	f := newFixture(t)
	token, _, err := f.acc.SignUp(f.ctx, domain.SignUpInput{Name: "Ada", Email: "ada@example.com", Password: "secret1"})
	require.NoError(t, err)

	flipped := []byte(token)
	flipped[0] ^= 1
	for _, bad := range []string{"", "x", string(flipped), token + "A", domain.HashToken(token)} {
		_, err := f.acc.Verify(f.ctx, bad)
		assert.Same(t, domain.ErrUnauthorized, err, "token %q", bad)
	}
}

func TestSessionsExpire(t *testing.T) {
	f := newFixture(t)
	token, _, err := f.acc.SignUp(f.ctx, domain.SignUpInput{Name: "Ada", Email: "ada@example.com", Password: "secret1"})
	require.NoError(t, err)

	f.clock.Advance(testTTL - time.Millisecond)
	_, err = f.acc.Verify(f.ctx, token)
	require.NoError(t, err, "still valid just before the TTL")

	f.clock.Advance(time.Millisecond)
	_, err = f.acc.Verify(f.ctx, token)
	assert.Same(t, domain.ErrUnauthorized, err)
}

func TestLogOutRevokesOnlyThatToken(t *testing.T) {
	f := newFixture(t)
	first, _, err := f.acc.SignUp(f.ctx, domain.SignUpInput{Name: "Ada", Email: "ada@example.com", Password: "secret1"})
	require.NoError(t, err)
	second, _, err := f.acc.LogIn(f.ctx, "ada@example.com", "secret1")
	require.NoError(t, err)

	require.NoError(t, f.acc.LogOut(f.ctx, first))
	_, err = f.acc.Verify(f.ctx, first)
	assert.Same(t, domain.ErrUnauthorized, err)
	_, err = f.acc.Verify(f.ctx, second)
	assert.NoError(t, err, "other sessions stay signed in")

	assert.NoError(t, f.acc.LogOut(f.ctx, first), "logging out twice is harmless")
}

func TestVerifyRefusesSessionsOfDeletedUsers(t *testing.T) {
	f := newFixture(t)
	token, u, err := f.acc.SignUp(f.ctx, domain.SignUpInput{Name: "Ada", Email: "ada@example.com", Password: "secret1"})
	require.NoError(t, err)
	require.NoError(t, f.store.DeleteUser(f.ctx, u.ID))

	_, err = f.acc.Verify(f.ctx, token)
	assert.Same(t, domain.ErrUnauthorized, err)
}
