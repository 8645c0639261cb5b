package localauth

import (
	"context"
	"sync"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// fakeStore stands in for adapters/memory until that package compiles.
type fakeStore struct {
	mu       sync.Mutex
	users    map[string]domain.User
	hashes   map[string]string
	sessions map[string]ports.Session
}

func newFakeStore() *fakeStore {
	return &fakeStore{users: map[string]domain.User{}, hashes: map[string]string{}, sessions: map[string]ports.Session{}}
}

func (s *fakeStore) CreateUser(_ context.Context, u domain.User) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, o := range s.users {
		if o.Email == u.Email {
			return domain.ErrEmailTaken
		}
	}
	s.users[u.ID] = u
	return nil
}

func (s *fakeStore) GetUser(_ context.Context, id string) (domain.User, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if u, ok := s.users[id]; ok {
		return u, nil
	}
	return domain.User{}, domain.NotFound("User")
}

func (s *fakeStore) GetUserByEmail(_ context.Context, email string) (domain.User, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, u := range s.users {
		if u.Email == email {
			return u, nil
		}
	}
	return domain.User{}, domain.NotFound("User")
}

func (s *fakeStore) UpdateUser(context.Context, string, func(*domain.User) error) (domain.User, error) {
	panic("not used by localauth")
}

func (s *fakeStore) DeleteUser(_ context.Context, id string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	delete(s.users, id)
	return nil
}

func (s *fakeStore) ListUsers(context.Context, domain.PageRequest) (domain.Page[domain.User], error) {
	panic("not used by localauth")
}

func (s *fakeStore) CountAdmins(context.Context) (int, error) { panic("not used by localauth") }

func (s *fakeStore) SetPasswordHash(_ context.Context, userID, hash string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.hashes[userID] = hash
	return nil
}

func (s *fakeStore) GetPasswordHash(_ context.Context, userID string) (string, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if h, ok := s.hashes[userID]; ok {
		return h, nil
	}
	return "", domain.NotFound("Password")
}

func (s *fakeStore) CreateSession(_ context.Context, sess ports.Session) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.sessions[sess.TokenHash] = sess
	return nil
}

func (s *fakeStore) GetSession(_ context.Context, tokenHash string) (ports.Session, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if sess, ok := s.sessions[tokenHash]; ok {
		return sess, nil
	}
	return ports.Session{}, domain.NotFound("Session")
}

func (s *fakeStore) DeleteSession(_ context.Context, tokenHash string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	delete(s.sessions, tokenHash)
	return nil
}

func (s *fakeStore) DeleteUserSessions(_ context.Context, userID string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	for k, sess := range s.sessions {
		if sess.UserID == userID {
			delete(s.sessions, k)
		}
	}
	return nil
}
