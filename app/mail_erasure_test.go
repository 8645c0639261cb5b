package app

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/palletshop/pallet/domain"
)

func resetMail(f *orderFixture) domain.Mail {
	return testLetters.passwordReset(f.buyer, "https://shop.example/reset-password?token=live-secret", fixedNow)
}

func TestASentResetLinkIsNotKeptInTheOutbox(t *testing.T) {
	f := newOrderFixture(t)
	m := resetMail(f)
	require.NoError(t, f.store.EnqueueMail(context.Background(), m))
	mailer := &fakeMailer{}
	_, err := NewDeliverMail(f.store, mailer, f.documents(), quietLog(), fixedClock()).Handle(context.Background())
	require.NoError(t, err)
	require.Len(t, mailer.sent, 1)
	assert.Contains(t, mailer.sent[0].Text, "token=live-secret", "the buyer got the link")

	kept, err := f.store.GetMail(context.Background(), m.ID)
	require.NoError(t, err)
	assert.NotContains(t, kept.Text+kept.HTML, "live-secret", "the store keeps no copy")
}

func TestMailThatKeepsFailingIsGivenUpAndErased(t *testing.T) {
	f := newOrderFixture(t)
	m := resetMail(f)
	require.NoError(t, f.store.EnqueueMail(context.Background(), m))
	down := &fakeMailer{err: errors.New("smtp: 550 mailbox unavailable")}
	lastChance := func() Clock { return func() time.Time { return fixedNow.Add(domain.MailLifetime) } }

	_, err := NewDeliverMail(f.store, down, f.documents(), quietLog(), fixedClock()).Handle(context.Background())
	require.NoError(t, err)
	tried, err := f.store.GetMail(context.Background(), m.ID)
	require.NoError(t, err)
	assert.Contains(t, tried.Text, "live-secret", "a young message is retried, so it keeps its body")

	_, err = NewDeliverMail(f.store, down, f.documents(), quietLog(), lastChance()).Handle(context.Background())
	require.NoError(t, err)
	given, err := f.store.GetMail(context.Background(), m.ID)
	require.NoError(t, err)
	assert.False(t, given.GaveUpAt.IsZero(), "after its lifetime the outbox gives up")
	assert.NotContains(t, given.Text+given.HTML, "live-secret")
	assert.Equal(t, 2, given.Attempts)

	up := &fakeMailer{}
	_, err = NewDeliverMail(f.store, up, f.documents(), quietLog(), lastChance()).Handle(context.Background())
	require.NoError(t, err)
	assert.Empty(t, up.sent, "mail given up is not sent later")
}
