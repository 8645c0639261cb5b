package memory

import (
	"context"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// SetPasswordHash sets or replaces a user's password hash.
func (s *Store) SetPasswordHash(_ context.Context, userID, hash string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.passwords[userID] = hash
	return nil
}

// GetPasswordHash returns the user's hash, or not_found.
func (s *Store) GetPasswordHash(_ context.Context, userID string) (string, error) {
	s.mu.RLock()
	defer s.mu.RUnlock()
	hash, ok := s.passwords[userID]
	if !ok {
		return "", domain.NotFound("Password")
	}
	return hash, nil
}

// CreateSession stores a session under its token hash.
func (s *Store) CreateSession(_ context.Context, sess ports.Session) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	sess.ExpiresAt = stored(sess.ExpiresAt)
	s.sessions[sess.TokenHash] = sess
	return nil
}

// GetSession returns a live session; expired ones are not found.
func (s *Store) GetSession(_ context.Context, tokenHash string) (ports.Session, error) {
	s.mu.RLock()
	defer s.mu.RUnlock()
	sess, ok := s.sessions[tokenHash]
	if !ok || !sess.ExpiresAt.After(s.now()) {
		return ports.Session{}, domain.NotFound("Session")
	}
	return sess, nil
}

// DeleteSession removes one session; removing a missing one is not an error.
func (s *Store) DeleteSession(_ context.Context, tokenHash string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	delete(s.sessions, tokenHash)
	return nil
}

// DeleteUserSessions signs a user out everywhere.
func (s *Store) DeleteUserSessions(_ context.Context, userID string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	for hash, sess := range s.sessions {
		if sess.UserID == userID {
			delete(s.sessions, hash)
		}
	}
	return nil
}
