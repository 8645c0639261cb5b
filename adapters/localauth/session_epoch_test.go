package localauth

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/palletshop/pallet/adapters/memory"
	"github.com/palletshop/pallet/ports"
)

// lateSessions holds back the next session being created until meanwhile
// has run: a sign-in whose password check passed just before a reset.
type lateSessions struct {
	*memory.Store
	meanwhile func()
}

func (s *lateSessions) CreateSession(ctx context.Context, sess ports.Session) error {
	if run := s.meanwhile; run != nil {
		s.meanwhile = nil
		run()
	}
	return s.Store.CreateSession(ctx, sess)
}

func TestASignInThatRacesAPasswordResetGetsNoLiveSession(t *testing.T) {
	f := newFixture(t)
	store := &lateSessions{Store: f.store.(*memory.Store)}
	acc := New(store, store, f.acc.opts)
	u := signedUp(t, fixture{acc: acc, store: store, clock: f.clock, ctx: f.ctx}, "ada@example.com", "old-password")

	store.meanwhile = func() { require.NoError(t, acc.SetPassword(f.ctx, u.ID, "owners-new-pw")) }
	token, _, err := acc.LogIn(f.ctx, "ada@example.com", "old-password")
	require.NoError(t, err, "the old password was right when it was checked")
	_, err = acc.Verify(f.ctx, token)
	assert.Error(t, err, "a session from before the reset is dead, however late it was stored")

	fresh, _, err := acc.LogIn(f.ctx, "ada@example.com", "owners-new-pw")
	require.NoError(t, err)
	_, err = acc.Verify(f.ctx, fresh)
	assert.NoError(t, err)
}

func TestEndingSessionsAlsoEndsOnesStoredLate(t *testing.T) {
	f := newFixture(t)
	store := &lateSessions{Store: f.store.(*memory.Store)}
	acc := New(store, store, f.acc.opts)
	u := signedUp(t, fixture{acc: acc, store: store, clock: f.clock, ctx: f.ctx}, "ada@example.com", "secret1")

	store.meanwhile = func() { require.NoError(t, store.DeleteUserSessions(f.ctx, u.ID)) }
	token, _, err := acc.LogIn(f.ctx, "ada@example.com", "secret1")
	require.NoError(t, err)
	_, err = acc.Verify(f.ctx, token)
	assert.Error(t, err)
}
