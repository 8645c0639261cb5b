package memory

import (
	"context"
	"slices"
	"strings"
	"time"

	"github.com/palletshop/pallet/domain"
)

func storedUser(u domain.User) domain.User {
	u.CreatedAt, u.UpdatedAt = stored(u.CreatedAt), stored(u.UpdatedAt)
	return u
}

// uniqueClash returns the conflict when another user than exceptID has u's
// email or non-empty auth subject.
func (s *Store) uniqueClash(u domain.User, exceptID string) error {
	for id, other := range s.users {
		switch {
		case id == exceptID:
		case other.Email == u.Email:
			return domain.ErrEmailTaken
		case u.AuthSubject != "" && other.AuthSubject == u.AuthSubject:
			return domain.ErrAuthSubjectTaken
		}
	}
	return nil
}

// findUser returns the first user matching, under the read lock.
func (s *Store) findUser(match func(domain.User) bool) (domain.User, error) {
	s.mu.RLock()
	defer s.mu.RUnlock()
	for _, u := range s.users {
		if match(u) {
			return u, nil
		}
	}
	return domain.User{}, domain.NotFound("User")
}

// CreateUser adds u; the email must be free.
func (s *Store) CreateUser(_ context.Context, u domain.User) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if err := s.uniqueClash(u, ""); err != nil {
		return err
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
	return s.findUser(func(u domain.User) bool { return u.Email == email })
}

// GetUserByAuthSubject finds the user linked to an outside identity.
func (s *Store) GetUserByAuthSubject(_ context.Context, subject string) (domain.User, error) {
	return s.findUser(func(u domain.User) bool { return subject != "" && u.AuthSubject == subject })
}

// UpdateUser applies fn to a copy and keeps it only if fn succeeds.
func (s *Store) UpdateUser(ctx context.Context, id string, fn func(*domain.User) error) (domain.User, error) {
	return audited(ctx, s, func() (domain.User, error) { return s.updateUserLocked(id, fn) })
}

func (s *Store) updateUserLocked(id string, fn func(*domain.User) error) (domain.User, error) {
	u, ok := s.users[id]
	if !ok {
		return domain.User{}, domain.NotFound("User")
	}
	if err := domain.KeepingRole(fn)(&u); err != nil {
		return domain.User{}, err
	}
	if err := s.uniqueClash(u, id); err != nil {
		return domain.User{}, err
	}
	u.ID = id
	u = storedUser(u)
	s.users[id] = u
	return u, nil
}

// SetUserRole changes the role under the lock, so the admin count it checks
// can't change before the write.
func (s *Store) SetUserRole(ctx context.Context, id string, role domain.Role, at time.Time) (domain.User, error) {
	return audited(ctx, s, func() (domain.User, error) { return s.setUserRoleLocked(id, role, at) })
}

func (s *Store) setUserRoleLocked(id string, role domain.Role, at time.Time) (domain.User, error) {
	u, ok := s.users[id]
	if !ok {
		return domain.User{}, domain.NotFound("User")
	}
	if u.Role == role {
		return u, nil
	}
	if err := s.keepsAnAdminWithout(u); err != nil {
		return domain.User{}, err
	}
	u.Role, u.UpdatedAt = role, at
	u = storedUser(u)
	s.users[id] = u
	return u, nil
}

// DeleteUser removes a user unless it is the last admin.
func (s *Store) DeleteUser(ctx context.Context, id string) error {
	return auditedErr(ctx, s, func() error { return s.deleteUserLocked(id) })
}

func (s *Store) deleteUserLocked(id string) error {
	u, ok := s.users[id]
	if !ok {
		return domain.NotFound("User")
	}
	if err := s.keepsAnAdminWithout(u); err != nil {
		return err
	}
	delete(s.users, id)
	return nil
}

// keepsAnAdminWithout refuses to lose u when u is the last admin. The caller
// holds the write lock.
func (s *Store) keepsAnAdminWithout(u domain.User) error {
	if u.IsAdmin() && s.countAdmins() <= 1 {
		return domain.ErrLastAdmin
	}
	return nil
}

// ListUsers pages the users whose name or email contains the query,
// newest first.
func (s *Store) ListUsers(_ context.Context, f domain.UserFilter) (domain.Page[domain.User], error) {
	all := newestFirst(s, s.users, func(u domain.User) (time.Time, string) { return u.CreatedAt, u.ID })
	if needle := strings.ToLower(f.Query); needle != "" {
		all = slices.DeleteFunc(all, func(u domain.User) bool { return !containsFold(needle, u.Name, u.Email) })
	}
	return pageOf(all, f.PageRequest), nil
}

// CountAdmins counts users with the admin role.
func (s *Store) CountAdmins(context.Context) (int, error) {
	s.mu.RLock()
	defer s.mu.RUnlock()
	return s.countAdmins(), nil
}

func (s *Store) countAdmins() int {
	n := 0
	for _, u := range s.users {
		if u.IsAdmin() {
			n++
		}
	}
	return n
}
