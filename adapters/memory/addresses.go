package memory

import (
	"context"
	"time"

	"github.com/palletshop/pallet/domain"
)

// ListAddresses returns the user's saved addresses, newest first.
func (s *Store) ListAddresses(_ context.Context, userID string) ([]domain.SavedAddress, error) {
	all := newestFirst(s, s.addresses, func(a domain.SavedAddress) (time.Time, string) { return a.CreatedAt, a.ID })
	mine := []domain.SavedAddress{}
	for _, a := range all {
		if a.UserID == userID {
			mine = append(mine, a)
		}
	}
	return mine, nil
}

// CreateAddress keeps a saved address under the id it carries.
func (s *Store) CreateAddress(_ context.Context, a domain.SavedAddress) error {
	a.CreatedAt = stored(a.CreatedAt)
	return insertNew(s, s.addresses, a.ID, a, "Address")
}

// DeleteAddress removes one of the user's addresses; another user's is not found.
func (s *Store) DeleteAddress(_ context.Context, userID, id string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if a, ok := s.addresses[id]; !ok || a.UserID != userID {
		return domain.NotFound("Address")
	}
	delete(s.addresses, id)
	return nil
}
