package contracttest

import (
	"testing"
	"time"

	"github.com/palletshop/pallet/domain"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Stores keep times at millisecond precision, in UTC.
func ms(t time.Time) time.Time { return t.UTC().Truncate(time.Millisecond) }

func requireCode(t *testing.T, err error, code domain.Code) {
	t.Helper()
	require.Error(t, err)
	require.Equalf(t, code, domain.ErrorCode(err), "unexpected error: %v", err)
}

func assertUTC(t *testing.T, times ...time.Time) {
	t.Helper()
	for _, tm := range times {
		assert.Equal(t, time.UTC, tm.Location(), "times come back in UTC")
	}
}

func normProduct(p domain.Product) domain.Product {
	p.CreatedAt, p.UpdatedAt = ms(p.CreatedAt), ms(p.UpdatedAt)
	return p
}

func normUser(u domain.User) domain.User {
	u.CreatedAt, u.UpdatedAt = ms(u.CreatedAt), ms(u.UpdatedAt)
	return u
}

func normBooking(b domain.Booking) domain.Booking {
	b.CreatedAt, b.UpdatedAt = ms(b.CreatedAt), ms(b.UpdatedAt)
	for _, tm := range []*time.Time{&b.ExpiresAt, &b.InvoicedAt, &b.DueDate, &b.CreditedAt, &b.PaidAt} {
		if !tm.IsZero() {
			*tm = ms(*tm)
		}
	}
	b.Outbox = nil // written to the outbox, never read back
	history := make([]domain.StatusChange, len(b.History))
	for i, h := range b.History {
		h.At = ms(h.At)
		history[i] = h
	}
	b.History = history
	return b
}

func normReview(r domain.Review) domain.Review {
	r.CreatedAt = ms(r.CreatedAt)
	return r
}

func normMessage(m domain.ContactMessage) domain.ContactMessage {
	m.CreatedAt = ms(m.CreatedAt)
	return m
}

func assertSameProduct(t *testing.T, want, got domain.Product) {
	t.Helper()
	assert.Equal(t, normProduct(want), normProduct(got))
	assertUTC(t, got.CreatedAt, got.UpdatedAt)
}

func assertSameBooking(t *testing.T, want, got domain.Booking) {
	t.Helper()
	assert.Equal(t, normBooking(want), normBooking(got))
	assertUTC(t, got.CreatedAt, got.UpdatedAt)
	if !got.ExpiresAt.IsZero() {
		assertUTC(t, got.ExpiresAt)
	}
	for _, h := range got.History {
		assertUTC(t, h.At)
	}
}

func productIDs(ps []domain.Product) []string {
	ids := make([]string, len(ps))
	for i, p := range ps {
		ids[i] = p.ID
	}
	return ids
}

func bookingIDs(bs []domain.Booking) []string {
	ids := make([]string, len(bs))
	for i, b := range bs {
		ids[i] = b.ID
	}
	return ids
}
