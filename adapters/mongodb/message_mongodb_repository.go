package mongodb

import (
	"context"

	"go.mongodb.org/mongo-driver/v2/bson"

	"github.com/palletshop/pallet/domain"
)

// CreateMessage inserts m.
func (s *Store) CreateMessage(ctx context.Context, m domain.ContactMessage) error {
	_, err := s.messages.InsertOne(ctx, newMessageDoc(m, 1))
	return storeErr(err)
}

// ListMessages returns one page of contact messages, newest first.
func (s *Store) ListMessages(ctx context.Context, page domain.PageRequest) (domain.Page[domain.ContactMessage], error) {
	return listPage[domain.ContactMessage, messageDoc](ctx, s.messages, bson.D{}, newestFirst, page)
}

// GetMessage reads one contact message.
func (s *Store) GetMessage(ctx context.Context, id string) (domain.ContactMessage, error) {
	return getByID[domain.ContactMessage, messageDoc](ctx, s.messages, id, "Message")
}

// UpdateMessage saves fn's change unless another writer got in between.
func (s *Store) UpdateMessage(ctx context.Context, id string, fn func(*domain.ContactMessage) error) (domain.ContactMessage, error) {
	var after domain.ContactMessage
	err := s.audited(ctx, func(ctx context.Context) (err error) {
		_, after, err = updateVersioned(ctx, s.messages, id, "Message", newMessageDoc, fn)
		return err
	})
	return after, err
}

// DeleteMessage removes a contact message.
func (s *Store) DeleteMessage(ctx context.Context, id string) error {
	return s.audited(ctx, func(ctx context.Context) error { return deleteByID(ctx, s.messages, id, "Message") })
}
