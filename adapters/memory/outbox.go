package memory

import (
	"cmp"
	"context"
	"slices"
	"time"

	"github.com/palletshop/pallet/domain"
)

// storedMail copies m, with times as the stores keep them.
func storedMail(m domain.Mail) domain.Mail {
	m.To = slices.Clone(m.To)
	m.Attachments = slices.Clone(m.Attachments)
	m.CreatedAt, m.NextAttemptAt = storedOrZero(m.CreatedAt), storedOrZero(m.NextAttemptAt)
	m.ClaimedUntil, m.SentAt = storedOrZero(m.ClaimedUntil), storedOrZero(m.SentAt)
	m.GaveUpAt = storedOrZero(m.GaveUpAt)
	return m
}

// EnqueueMail adds messages to the outbox; none is added if an id is taken.
func (s *Store) EnqueueMail(_ context.Context, mails ...domain.Mail) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, m := range mails {
		if _, ok := s.outbox[m.ID]; ok {
			return conflictID("Mail")
		}
	}
	s.enqueueLocked(mails)
	return nil
}

func (s *Store) enqueueLocked(mails []domain.Mail) {
	for _, m := range mails {
		s.outbox[m.ID] = storedMail(m)
	}
}

// ClaimMail holds up to limit due messages, oldest first, until now+lease.
func (s *Store) ClaimMail(_ context.Context, now time.Time, lease time.Duration, limit int) ([]domain.Mail, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	var due []domain.Mail
	for _, m := range s.outbox {
		if mailDue(m, now) {
			due = append(due, m)
		}
	}
	slices.SortFunc(due, func(a, b domain.Mail) int {
		return cmp.Or(a.CreatedAt.Compare(b.CreatedAt), cmp.Compare(a.ID, b.ID))
	})
	claimed := []domain.Mail{}
	for _, m := range due[:min(max(limit, 0), len(due))] {
		m.ClaimedUntil = now.Add(lease)
		m = storedMail(m)
		s.outbox[m.ID] = m
		claimed = append(claimed, storedMail(m))
	}
	return claimed, nil
}

// mailDue reports whether m is unsent, due and not held by a worker at now.
func mailDue(m domain.Mail, now time.Time) bool {
	return m.SentAt.IsZero() && m.GaveUpAt.IsZero() && !m.NextAttemptAt.After(now) && !m.ClaimedUntil.After(now)
}

// MarkMailSent records that a message was delivered and erases its body.
func (s *Store) MarkMailSent(_ context.Context, id string, at time.Time) error {
	return s.updateMail(id, func(m *domain.Mail) {
		m.SentAt, m.ClaimedUntil = at, time.Time{}
		m.Text, m.HTML = "", ""
	})
}

// RetryMail counts a failed attempt and releases the message until next.
func (s *Store) RetryMail(_ context.Context, id string, next time.Time, lastErr string) error {
	return s.updateMail(id, func(m *domain.Mail) {
		m.Attempts++
		m.LastError, m.NextAttemptAt, m.ClaimedUntil = lastErr, next, time.Time{}
	})
}

// GiveUpMail counts a last failed attempt, erases the body and never offers
// the message again.
func (s *Store) GiveUpMail(_ context.Context, id string, at time.Time, lastErr string) error {
	return s.updateMail(id, func(m *domain.Mail) {
		m.Attempts++
		m.LastError, m.GaveUpAt, m.ClaimedUntil = lastErr, at, time.Time{}
		m.Text, m.HTML = "", ""
	})
}

// GetMail reads one message as the outbox keeps it.
func (s *Store) GetMail(_ context.Context, id string) (domain.Mail, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	m, ok := s.outbox[id]
	if !ok {
		return domain.Mail{}, domain.NotFound("Mail")
	}
	return storedMail(m), nil
}

func (s *Store) updateMail(id string, change func(*domain.Mail)) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	m, ok := s.outbox[id]
	if !ok {
		return domain.NotFound("Mail")
	}
	change(&m)
	s.outbox[id] = storedMail(m)
	return nil
}
