package memory

import (
	"context"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// SetPasswordHash sets or replaces a user's password hash; the epoch stays.
func (s *Store) SetPasswordHash(_ context.Context, userID, hash string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	c := s.passwords[userID]
	c.PasswordHash = hash
	s.passwords[userID] = c
	return nil
}

// GetCredentials returns the user's hash and session epoch, or not_found.
func (s *Store) GetCredentials(_ context.Context, userID string) (ports.Credentials, error) {
	s.mu.RLock()
	defer s.mu.RUnlock()
	c, ok := s.passwords[userID]
	if !ok {
		return ports.Credentials{}, domain.NotFound("Password")
	}
	return c, nil
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

// DeleteUserSessions signs a user out everywhere: it moves their session
// epoch on and deletes their sessions.
func (s *Store) DeleteUserSessions(_ context.Context, userID string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if c, ok := s.passwords[userID]; ok {
		c.SessionEpoch++
		s.passwords[userID] = c
	}
	for hash, sess := range s.sessions {
		if sess.UserID == userID {
			delete(s.sessions, hash)
		}
	}
	return nil
}
