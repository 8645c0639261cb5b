package memory

import (
	"context"
	"time"

	"github.com/palletshop/pallet/domain"
)

// CreateAccountToken keeps a link token under its hash.
func (s *Store) CreateAccountToken(_ context.Context, t domain.AccountToken) error {
	t.ExpiresAt = stored(t.ExpiresAt)
	return insertNew(s, s.tokens, t.Hash, t, "Token")
}

// UseAccountToken returns and deletes an unexpired token for purpose, once,
// with every other token of that user for the same purpose.
func (s *Store) UseAccountToken(_ context.Context, hash, purpose string, now time.Time) (domain.AccountToken, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	t, err := s.usableToken(hash, purpose, now)
	if err != nil {
		return domain.AccountToken{}, err
	}
	for h, other := range s.tokens {
		if other.UserID == t.UserID && other.Purpose == purpose {
			delete(s.tokens, h)
		}
	}
	return t, nil
}

// FindAccountToken returns an unexpired token for purpose without spending it.
func (s *Store) FindAccountToken(_ context.Context, hash, purpose string, now time.Time) (domain.AccountToken, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.usableToken(hash, purpose, now)
}

// usableToken is the token under hash while it is good for purpose at now; s.mu is held.
func (s *Store) usableToken(hash, purpose string, now time.Time) (domain.AccountToken, error) {
	t, ok := s.tokens[hash]
	if !ok || t.Purpose != purpose || !t.ExpiresAt.After(now) {
		return domain.AccountToken{}, domain.ErrBadAccountToken
	}
	return t, nil
}
