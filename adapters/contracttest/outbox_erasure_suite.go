package contracttest

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// A message's body can carry a live secret (a password reset link), so the
// outbox keeps it only until the message is sent or given up.

func getMail(t *testing.T, store ports.Store, id string) domain.Mail {
	t.Helper()
	m, err := store.GetMail(ctx(t), id)
	require.NoError(t, err)
	return m
}

func (s suite) testMailBodyKeptUntilSent(t *testing.T) {
	store := s.newStore(t)
	m := newMail("Reset your password", at(1))
	require.NoError(t, store.EnqueueMail(ctx(t), m))
	assert.Equal(t, m, getMail(t, store, m.ID), "unsent mail keeps every field")
	require.Len(t, claim(t, store, at(2), 1), 1)

	require.NoError(t, store.MarkMailSent(ctx(t), m.ID, at(3)))
	sent := getMail(t, store, m.ID)
	assert.Empty(t, sent.Text, "the sent body is erased")
	assert.Empty(t, sent.HTML, "the sent body is erased")
	assert.Equal(t, m.Subject, sent.Subject, "what was sent to whom stays on record")
	assert.Equal(t, m.To, sent.To)
	assert.True(t, sent.SentAt.Equal(at(3)))
	_, err := store.GetMail(ctx(t), domain.NewID())
	requireCode(t, err, domain.CodeNotFound)
}

func (s suite) testMailGivenUp(t *testing.T) {
	store := s.newStore(t)
	m := newMail("Verify your email", at(1))
	require.NoError(t, store.EnqueueMail(ctx(t), m))
	require.Len(t, claim(t, store, at(2), 1), 1)

	require.NoError(t, store.GiveUpMail(ctx(t), m.ID, at(3), "smtp: 550 mailbox unavailable"))
	given := getMail(t, store, m.ID)
	assert.Empty(t, given.Text, "a message that failed for good keeps no body")
	assert.Empty(t, given.HTML)
	assert.True(t, given.GaveUpAt.Equal(at(3)))
	assert.True(t, given.SentAt.IsZero(), "it was never sent")
	assert.Equal(t, 1, given.Attempts)
	assert.Equal(t, "smtp: 550 mailbox unavailable", given.LastError)
	assert.Empty(t, claim(t, store, at(24*60), 10), "mail given up is never claimed again")
	requireCode(t, store.GiveUpMail(ctx(t), domain.NewID(), at(3), "x"), domain.CodeNotFound)
}
