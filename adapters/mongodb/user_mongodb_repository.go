package mongodb

import (
	"context"

	"go.mongodb.org/mongo-driver/v2/bson"

	"github.com/palletshop/pallet/domain"
)

// CreateUser inserts u; a taken email is domain.ErrEmailTaken.
func (s *Store) CreateUser(ctx context.Context, u domain.User) error {
	_, err := s.users.InsertOne(ctx, newUserDoc(u, 1))
	return emailConflict(err)
}

// GetUser reads one user.
func (s *Store) GetUser(ctx context.Context, id string) (domain.User, error) {
	return getByID[domain.User, userDoc](ctx, s.users, id, "User")
}

// GetUserByEmail reads the user with this (normalised) email.
func (s *Store) GetUserByEmail(ctx context.Context, email string) (domain.User, error) {
	var d userDoc
	if err := s.users.FindOne(ctx, bson.D{{Key: "email", Value: email}}).Decode(&d); err != nil {
		return domain.User{}, findErr(err, "User")
	}
	return d.entity(), nil
}

// UpdateUser saves fn's change unless another writer got in between.
func (s *Store) UpdateUser(ctx context.Context, id string, fn func(*domain.User) error) (domain.User, error) {
	_, after, err := updateVersioned(ctx, s.users, id, "User", newUserDoc, fn)
	return after, emailConflict(err)
}

// DeleteUser removes a user.
func (s *Store) DeleteUser(ctx context.Context, id string) error {
	return deleteByID(ctx, s.users, id, "User")
}

// ListUsers returns one page of users, newest first.
func (s *Store) ListUsers(ctx context.Context, page domain.PageRequest) (domain.Page[domain.User], error) {
	return listPage[domain.User, userDoc](ctx, s.users, bson.D{}, newestFirst, page)
}

// CountAdmins counts users with the admin role.
func (s *Store) CountAdmins(ctx context.Context) (int, error) {
	n, err := s.users.CountDocuments(ctx, bson.D{{Key: "role", Value: string(domain.RoleAdmin)}})
	return int(n), storeErr(err)
}

// emailConflict turns a duplicate key on users (the unique email) into
// domain.ErrEmailTaken.
func emailConflict(err error) error {
	if err != nil && duplicateKey(err) {
		return domain.ErrEmailTaken
	}
	return storeErr(err)
}
