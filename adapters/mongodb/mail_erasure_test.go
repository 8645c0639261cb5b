package mongodb

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/palletshop/pallet/domain"
)

// Mail an older release sent still held its links; the upgrade erases the
// bodies of sent mail and leaves unsent mail to be sent.
func TestTheUpgradeErasesTheBodiesOfMailAlreadySent(t *testing.T) {
	s := newTestStore(t)
	ctx := t.Context()
	now := time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)
	sent := domain.NewMail([]string{"a@example.com"}, "Reset your password", "token=secret", "<p>token=secret</p>", now)
	sent.SentAt = now // as an older release marked it: body kept
	unsent := domain.NewMail([]string{"a@example.com"}, "Verify your email", "token=other", "", now)
	_, err := s.outbox.InsertMany(ctx, []any{newMailDoc(sent), newMailDoc(unsent)})
	require.NoError(t, err)

	require.NoError(t, s.eraseSentMailBodies(ctx))
	require.NoError(t, s.eraseSentMailBodies(ctx), "a restart finds nothing to do")
	got, err := s.GetMail(ctx, sent.ID)
	require.NoError(t, err)
	assert.Empty(t, got.Text+got.HTML)
	assert.Equal(t, "Reset your password", got.Subject)
	kept, err := s.GetMail(ctx, unsent.ID)
	require.NoError(t, err)
	assert.Equal(t, "token=other", kept.Text, "mail not sent yet keeps what it has to send")
}
