package contracttest

import (
	"errors"
	"sync"
	"testing"
	"time"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

const lease = 5 * time.Minute

func newMail(subject string, created time.Time) domain.Mail {
	m := domain.NewMail([]string{"buyer@example.com", "ap@example.com"}, subject, "Text of "+subject, "<p>"+subject+"</p>", created)
	m.Attachments = []domain.MailAttachment{{Kind: domain.AttachInvoice, BookingID: domain.NewID()}}
	return m
}

func claim(t *testing.T, store ports.Store, now time.Time, limit int) []domain.Mail {
	t.Helper()
	got, err := store.ClaimMail(ctx(t), now, lease, limit)
	require.NoError(t, err)
	return got
}

func mailSubjects(ms []domain.Mail) []string {
	subjects := make([]string, len(ms))
	for i, m := range ms {
		subjects[i] = m.Subject
	}
	return subjects
}

func (s suite) testOutbox(t *testing.T) {
	t.Run("a booking's mail is written with the booking", func(t *testing.T) {
		sh := s.newShop(t, 1000)
		b := newBooking(sh.product, sh.buyer, 100, at(1))
		b.Outbox = []domain.Mail{newMail("Order placed", at(1))}
		require.NoError(t, sh.store.PlaceBooking(ctx(t), b, domain.OrderRules{}))
		assert.Empty(t, sh.get(t, b.ID).Outbox, "mail is never read back with the booking")

		updated := sh.update(t, b.ID, func(v *domain.Booking) error {
			assert.Empty(t, v.Outbox, "fn starts with an empty outbox")
			v.Outbox = []domain.Mail{newMail("Order paid", at(2))}
			return markPaid(v)
		})
		assert.Empty(t, updated.Outbox)
		assert.Equal(t, []string{"Order placed", "Order paid"}, mailSubjects(claim(t, sh.store, at(3), 10)))
	})

	t.Run("no mail is written when the booking is not", func(t *testing.T) {
		sh := s.newShop(t, 100)
		b := sh.place(t, 100, at(1))
		_, err := sh.store.UpdateBooking(ctx(t), b.ID, func(v *domain.Booking) error {
			v.Outbox = []domain.Mail{newMail("Order paid", at(2))}
			return errors.New("refused")
		})
		require.Error(t, err)
		short := newBooking(sh.product, sh.buyer, 100, at(3))
		short.Outbox = []domain.Mail{newMail("Order placed", at(3))}
		require.Error(t, sh.store.PlaceBooking(ctx(t), short, domain.OrderRules{}), "no stock left")
		assert.Empty(t, claim(t, sh.store, at(4), 10))
	})

	t.Run("claims take due mail oldest first and hold it for the lease", s.testMailClaims)
	t.Run("a failed attempt waits until its next time; sent mail is done", s.testMailRetries)
	t.Run("concurrent claimers never share a message", s.testConcurrentClaims)
	t.Run("a message's body is kept until it is sent", s.testMailBodyKeptUntilSent)
	t.Run("mail that failed for good keeps no body and is not claimed", s.testMailGivenUp)
}

func (s suite) testMailClaims(t *testing.T) {
	store := s.newStore(t)
	first, second, third := newMail("first", at(1)), newMail("second", at(2)), newMail("third", at(3))
	later := newMail("later", at(1).Add(time.Second))
	later.NextAttemptAt = at(60)
	require.NoError(t, store.EnqueueMail(ctx(t), third, later, first))
	require.NoError(t, store.EnqueueMail(ctx(t), second))
	assert.Empty(t, claim(t, store, at(0), 10), "nothing is due before it was created")

	got := claim(t, store, at(10), 2)
	require.Equal(t, []string{"first", "second"}, mailSubjects(got))
	want := first
	want.ClaimedUntil = at(10).Add(lease)
	assert.Equal(t, want, got[0], "every field comes back, with the hold")
	assertUTC(t, got[0].CreatedAt, got[0].NextAttemptAt, got[0].ClaimedUntil)

	assert.Equal(t, []string{"third"}, mailSubjects(claim(t, store, at(11), 10)), "held mail is not claimed again")
	assert.Empty(t, claim(t, store, at(12), 10))
	assert.Equal(t, []string{"first", "second"}, mailSubjects(claim(t, store, at(10).Add(lease), 2)),
		"mail whose hold ran out is claimed again")
	assert.Equal(t, []string{"first", "later", "second", "third"}, mailSubjects(claim(t, store, at(60), 10)),
		"oldest first, once every hold has run out and the later one is due")
	assert.Empty(t, claim(t, store, at(61), 0), "a limit of 0 claims nothing")
}

func (s suite) testMailRetries(t *testing.T) {
	store := s.newStore(t)
	m := newMail("receipt", at(1))
	require.NoError(t, store.EnqueueMail(ctx(t), m))
	require.Len(t, claim(t, store, at(2), 1), 1)
	require.NoError(t, store.RetryMail(ctx(t), m.ID, at(30), "smtp: connection refused"))
	assert.Empty(t, claim(t, store, at(29), 1), "not before its next attempt, though the hold is released")

	got := claim(t, store, at(30), 1)
	require.Len(t, got, 1)
	assert.Equal(t, 1, got[0].Attempts)
	assert.Equal(t, "smtp: connection refused", got[0].LastError)
	assert.True(t, got[0].NextAttemptAt.Equal(at(30)))

	require.NoError(t, store.MarkMailSent(ctx(t), m.ID, at(31)))
	assert.Empty(t, claim(t, store, at(24*60), 10), "sent mail is never claimed again")

	requireCode(t, store.MarkMailSent(ctx(t), domain.NewID(), at(31)), domain.CodeNotFound)
	requireCode(t, store.RetryMail(ctx(t), domain.NewID(), at(31), "x"), domain.CodeNotFound)
}

func (s suite) testConcurrentClaims(t *testing.T) {
	s.skipUnlessAtomic(t)
	const mails, claimers = 40, 8
	store := s.newStore(t)
	for i := range mails {
		require.NoError(t, store.EnqueueMail(ctx(t), newMail("mail", at(i))))
	}
	var mu sync.Mutex
	seen := map[string]int{}
	record := func(got []domain.Mail) {
		mu.Lock()
		defer mu.Unlock()
		for _, m := range got {
			seen[m.ID]++
		}
	}
	startTogether(claimers, func(int) {
		got, err := store.ClaimMail(ctx(t), at(100), lease, mails/4)
		assert.NoError(t, err)
		record(got)
	})
	for id, n := range seen {
		assert.Equalf(t, 1, n, "message %s was claimed %d times", id, n)
	}
	record(claim(t, store, at(101), mails))
	assert.Len(t, seen, mails, "every message is claimed by someone")
}
