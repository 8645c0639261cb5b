package memory

import (
	"context"
	"time"

	"github.com/palletshop/pallet/domain"
)

// CreateMessage adds a contact message.
func (s *Store) CreateMessage(_ context.Context, m domain.ContactMessage) error {
	m.CreatedAt = stored(m.CreatedAt)
	return insertNew(s, s.messages, m.ID, m, "Message")
}

// ListMessages pages messages, newest first.
func (s *Store) ListMessages(_ context.Context, req domain.PageRequest) (domain.Page[domain.ContactMessage], error) {
	all := newestFirst(s, s.messages, func(v domain.ContactMessage) (time.Time, string) { return v.CreatedAt, v.ID })
	return pageOf(all, req), nil
}

// GetMessage finds a message by id.
func (s *Store) GetMessage(_ context.Context, id string) (domain.ContactMessage, error) {
	s.mu.RLock()
	defer s.mu.RUnlock()
	m, ok := s.messages[id]
	if !ok {
		return domain.ContactMessage{}, domain.NotFound("Message")
	}
	return m, nil
}

// UpdateMessage applies fn to a copy and keeps it, with the audit trail on
// ctx, only if fn succeeds.
func (s *Store) UpdateMessage(ctx context.Context, id string, fn func(*domain.ContactMessage) error) (domain.ContactMessage, error) {
	return audited(ctx, s, func() (domain.ContactMessage, error) { return s.updateMessageLocked(id, fn) })
}

func (s *Store) updateMessageLocked(id string, fn func(*domain.ContactMessage) error) (domain.ContactMessage, error) {
	m, ok := s.messages[id]
	if !ok {
		return domain.ContactMessage{}, domain.NotFound("Message")
	}
	if err := fn(&m); err != nil {
		return domain.ContactMessage{}, err
	}
	m.ID, m.CreatedAt = id, stored(m.CreatedAt)
	s.messages[id] = m
	return m, nil
}

// DeleteMessage removes a message.
func (s *Store) DeleteMessage(ctx context.Context, id string) error {
	return auditedErr(ctx, s, func() error { return deleteByIDLocked(s.messages, id, "Message") })
}
