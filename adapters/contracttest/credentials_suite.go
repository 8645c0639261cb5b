package contracttest

import (
	"testing"
	"time"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func (s suite) testCredentials(t *testing.T) {
	t.Run("password hash set, get, overwrite", func(t *testing.T) {
		store := s.newStore(t)
		u := mustCreateUser(t, store, newUser("pw@example.com", domain.RoleCustomer, at(0)))
		other := mustCreateUser(t, store, newUser("pw2@example.com", domain.RoleCustomer, at(0)))
		_, err := store.GetCredentials(ctx(t), u.ID)
		requireCode(t, err, domain.CodeNotFound)

		require.NoError(t, store.SetPasswordHash(ctx(t), u.ID, "$2a$10$first"))
		require.NoError(t, store.SetPasswordHash(ctx(t), other.ID, "$2a$10$other"))
		require.NoError(t, store.SetPasswordHash(ctx(t), u.ID, "$2a$10$second"))
		c, err := store.GetCredentials(ctx(t), u.ID)
		require.NoError(t, err)
		assert.Equal(t, ports.Credentials{PasswordHash: "$2a$10$second"}, c)
		c, err = store.GetCredentials(ctx(t), other.ID)
		require.NoError(t, err)
		assert.Equal(t, ports.Credentials{PasswordHash: "$2a$10$other"}, c)
	})

	t.Run("signing out everywhere moves the session epoch on; a new password keeps it", func(t *testing.T) {
		store := s.newStore(t)
		u := mustCreateUser(t, store, newUser("epoch@example.com", domain.RoleCustomer, at(0)))
		other := mustCreateUser(t, store, newUser("epoch2@example.com", domain.RoleCustomer, at(0)))
		for _, id := range []string{u.ID, other.ID} {
			require.NoError(t, store.SetPasswordHash(ctx(t), id, "$2a$10$first"))
		}
		require.NoError(t, store.DeleteUserSessions(ctx(t), u.ID))
		require.NoError(t, store.DeleteUserSessions(ctx(t), u.ID))
		require.NoError(t, store.SetPasswordHash(ctx(t), u.ID, "$2a$10$second"))
		c, err := store.GetCredentials(ctx(t), u.ID)
		require.NoError(t, err)
		assert.Equal(t, ports.Credentials{PasswordHash: "$2a$10$second", SessionEpoch: 2}, c)
		c, err = store.GetCredentials(ctx(t), other.ID)
		require.NoError(t, err)
		assert.Equal(t, int64(0), c.SessionEpoch, "another user's epoch stays")

		lone := domain.NewID()
		require.NoError(t, store.DeleteUserSessions(ctx(t), lone), "a user without a password is fine")
		_, err = store.GetCredentials(ctx(t), lone)
		requireCode(t, err, domain.CodeNotFound)
	})

	t.Run("sessions create, get, delete", func(t *testing.T) {
		store := s.newStore(t)
		future := time.Now().UTC().Add(time.Hour).Truncate(time.Millisecond)
		sess := ports.Session{TokenHash: "hash-1", UserID: domain.NewID(), ExpiresAt: future, Epoch: 3}
		require.NoError(t, store.CreateSession(ctx(t), sess))
		got, err := store.GetSession(ctx(t), "hash-1")
		require.NoError(t, err)
		assert.Equal(t, sess.UserID, got.UserID)
		assert.Equal(t, sess.TokenHash, got.TokenHash)
		assert.Equal(t, int64(3), got.Epoch)
		assert.True(t, future.Equal(got.ExpiresAt), "expires at %v, want %v", got.ExpiresAt, future)
		assertUTC(t, got.ExpiresAt)

		require.NoError(t, store.DeleteSession(ctx(t), "hash-1"))
		_, err = store.GetSession(ctx(t), "hash-1")
		requireCode(t, err, domain.CodeNotFound)
		_, err = store.GetSession(ctx(t), "never-made")
		requireCode(t, err, domain.CodeNotFound)
	})

	t.Run("an expired session is not found", func(t *testing.T) {
		store := s.newStore(t)
		past := time.Now().Add(-time.Second)
		require.NoError(t, store.CreateSession(ctx(t), ports.Session{TokenHash: "old", UserID: domain.NewID(), ExpiresAt: past}))
		_, err := store.GetSession(ctx(t), "old")
		requireCode(t, err, domain.CodeNotFound)
	})

	t.Run("delete a user's sessions keeps others'", func(t *testing.T) {
		store := s.newStore(t)
		future := time.Now().Add(time.Hour)
		alice, bob := domain.NewID(), domain.NewID()
		for _, sess := range []ports.Session{
			{TokenHash: "a1", UserID: alice, ExpiresAt: future},
			{TokenHash: "a2", UserID: alice, ExpiresAt: future},
			{TokenHash: "b1", UserID: bob, ExpiresAt: future},
		} {
			require.NoError(t, store.CreateSession(ctx(t), sess))
		}
		require.NoError(t, store.DeleteUserSessions(ctx(t), alice))
		for _, h := range []string{"a1", "a2"} {
			_, err := store.GetSession(ctx(t), h)
			requireCode(t, err, domain.CodeNotFound)
		}
		_, err := store.GetSession(ctx(t), "b1")
		require.NoError(t, err)
		require.NoError(t, store.DeleteUserSessions(ctx(t), domain.NewID()), "a user without sessions is fine")
	})
}
