package memory

import (
	"context"
	"time"

	"github.com/palletshop/pallet/domain"
)

func storedUser(u domain.User) domain.User {
	u.CreatedAt, u.UpdatedAt = stored(u.CreatedAt), stored(u.UpdatedAt)
	return u
}

// emailTaken reports whether another user than exceptID has email.
func (s *Store) emailTaken(email, exceptID string) bool {
	for id, u := range s.users {
		if u.Email == email && id != exceptID {
			return true
		}
	}
	return false
}

// CreateUser adds u; the email must be free.
func (s *Store) CreateUser(_ context.Context, u domain.User) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.emailTaken(u.Email, "") {
		return domain.ErrEmailTaken
	}
	if _, ok := s.users[u.ID]; ok {
		return conflictID("User")
	}
	s.users[u.ID] = storedUser(u)
	return nil
}

// GetUser finds a user by id.
func (s *Store) GetUser(_ context.Context, id string) (domain.User, error) {
	s.mu.RLock()
	defer s.mu.RUnlock()
	u, ok := s.users[id]
	if !ok {
		return domain.User{}, domain.NotFound("User")
	}
	return u, nil
}

// GetUserByEmail finds a user by normalised email.
func (s *Store) GetUserByEmail(_ context.Context, email string) (domain.User, error) {
	s.mu.RLock()
	defer s.mu.RUnlock()
	for _, u := range s.users {
		if u.Email == email {
			return u, nil
		}
	}
	return domain.User{}, domain.NotFound("User")
}

// UpdateUser applies fn to a copy and keeps it only if fn succeeds.
func (s *Store) UpdateUser(_ context.Context, id string, fn func(*domain.User) error) (domain.User, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	u, ok := s.users[id]
	if !ok {
		return domain.User{}, domain.NotFound("User")
	}
	if err := fn(&u); err != nil {
		return domain.User{}, err
	}
	if s.emailTaken(u.Email, id) {
		return domain.User{}, domain.ErrEmailTaken
	}
	u.ID = id
	u = storedUser(u)
	s.users[id] = u
	return u, nil
}

// DeleteUser removes a user.
func (s *Store) DeleteUser(_ context.Context, id string) error {
	return deleteByID(s, s.users, id, "User")
}

// ListUsers pages users, newest first.
func (s *Store) ListUsers(_ context.Context, req domain.PageRequest) (domain.Page[domain.User], error) {
	all := newestFirst(s, s.users, func(u domain.User) (time.Time, string) { return u.CreatedAt, u.ID })
	return pageOf(all, req), nil
}

// CountAdmins counts users with the admin role.
func (s *Store) CountAdmins(context.Context) (int, error) {
	s.mu.RLock()
	defer s.mu.RUnlock()
	n := 0
	for _, u := range s.users {
		if u.IsAdmin() {
			n++
		}
	}
	return n, nil
}
