package contracttest

import (
	"errors"
	"testing"
	"time"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func newMessage(subject string, created time.Time) domain.ContactMessage {
	return domain.ContactMessage{
		ID: domain.NewID(), Email: "ask@example.com", Name: "Asker", Subject: subject,
		Message: "Do you ship to Lisbon?", CreatedAt: created,
	}
}

func listMessages(t *testing.T, store ports.Store, req domain.PageRequest) domain.Page[domain.ContactMessage] {
	t.Helper()
	page, err := store.ListMessages(ctx(t), req)
	require.NoError(t, err)
	require.NotNil(t, page.Items)
	return page
}

func (s suite) testMessages(t *testing.T) {
	t.Run("list newest first, ties by id, paged", func(t *testing.T) {
		store := s.newStore(t)
		ids := sortedIDs(2)
		old, tieLow, tieHigh := newMessage("old", at(1)), newMessage("low", at(2)), newMessage("high", at(2))
		tieLow.ID, tieHigh.ID = ids[0], ids[1]
		tieHigh.Forwarded = true
		for _, m := range []domain.ContactMessage{old, tieHigh, tieLow} {
			require.NoError(t, store.CreateMessage(ctx(t), m))
		}
		page := listMessages(t, store, domain.PageRequest{Page: 1, Limit: 2})
		assert.Equal(t, 3, page.Total)
		require.Len(t, page.Items, 2)
		assert.Equal(t, normMessage(tieLow), normMessage(page.Items[0]))
		assert.Equal(t, normMessage(tieHigh), normMessage(page.Items[1]))
		assertUTC(t, page.Items[0].CreatedAt)
		page = listMessages(t, store, domain.PageRequest{Page: 2, Limit: 2})
		require.Len(t, page.Items, 1)
		assert.Equal(t, normMessage(old), normMessage(page.Items[0]))
		assert.Empty(t, listMessages(t, store, domain.PageRequest{Page: 3, Limit: 2}).Items)
	})

	t.Run("mark read; an error from fn aborts", func(t *testing.T) {
		store := s.newStore(t)
		m := newMessage("hello", at(1))
		require.NoError(t, store.CreateMessage(ctx(t), m))
		refuse := errors.New("refused")
		_, err := store.UpdateMessage(ctx(t), m.ID, func(v *domain.ContactMessage) error {
			v.Read = true
			return refuse
		})
		require.True(t, errors.Is(err, refuse), "fn's error is returned, got %v", err)
		assert.False(t, listMessages(t, store, domain.PageRequest{}).Items[0].Read)

		updated, err := store.UpdateMessage(ctx(t), m.ID, func(v *domain.ContactMessage) error {
			assert.Equal(t, normMessage(m), normMessage(*v))
			v.Read, v.Forwarded = true, true
			return nil
		})
		require.NoError(t, err)
		want := m
		want.Read, want.Forwarded = true, true
		assert.Equal(t, normMessage(want), normMessage(updated))
		assert.Equal(t, normMessage(want), normMessage(listMessages(t, store, domain.PageRequest{}).Items[0]))
	})

	t.Run("delete and not found", func(t *testing.T) {
		store := s.newStore(t)
		m := newMessage("bye", at(1))
		require.NoError(t, store.CreateMessage(ctx(t), m))
		got, err := store.GetMessage(ctx(t), m.ID)
		require.NoError(t, err)
		assert.Equal(t, normMessage(m), normMessage(got))
		assertUTC(t, got.CreatedAt)
		require.NoError(t, store.DeleteMessage(ctx(t), m.ID))
		assert.Equal(t, 0, listMessages(t, store, domain.PageRequest{}).Total)
		for _, id := range []string{m.ID, domain.NewID(), "not-an-id"} {
			requireCode(t, store.DeleteMessage(ctx(t), id), domain.CodeNotFound)
			_, err := store.GetMessage(ctx(t), id)
			requireCode(t, err, domain.CodeNotFound)
			_, err = store.UpdateMessage(ctx(t), id, func(*domain.ContactMessage) error {
				t.Errorf("fn called for missing message %q", id)
				return nil
			})
			requireCode(t, err, domain.CodeNotFound)
		}
	})
}
