package mongodb

import (
	"context"
	"errors"
	"time"

	"go.mongodb.org/mongo-driver/v2/bson"

	"github.com/palletshop/pallet/domain"
)

// CreateUser inserts u; a taken email is domain.ErrEmailTaken, a taken auth
// subject domain.ErrAuthSubjectTaken. A new admin is counted after the insert.
func (s *Store) CreateUser(ctx context.Context, u domain.User) error {
	if _, err := s.users.InsertOne(ctx, newUserDoc(u, 1)); err != nil {
		return s.userConflict(ctx, u, err)
	}
	if u.IsAdmin() {
		return s.addAdminSlot(ctx)
	}
	return nil
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

// GetUserByAuthSubject reads the user linked to an outside identity.
func (s *Store) GetUserByAuthSubject(ctx context.Context, subject string) (domain.User, error) {
	if subject == "" {
		return domain.User{}, notFound("User")
	}
	var d userDoc
	if err := s.users.FindOne(ctx, bson.D{{Key: "authSubject", Value: subject}}).Decode(&d); err != nil {
		return domain.User{}, findErr(err, "User")
	}
	return d.entity(), nil
}

// UpdateUser saves fn's change unless another writer got in between; the
// version check makes binding an auth subject conditional on what fn saw.
func (s *Store) UpdateUser(ctx context.Context, id string, fn func(*domain.User) error) (domain.User, error) {
	var after domain.User
	err := s.audited(ctx, func(ctx context.Context) (err error) {
		_, after, err = updateVersioned(ctx, s.users, id, "User", newUserDoc, domain.KeepingRole(fn))
		return err
	})
	if err != nil {
		return domain.User{}, s.userConflict(ctx, after, err)
	}
	return after, nil
}

// SetUserRole changes the role only if it is still the one read, counting
// the admin out first (refused for the last one) and back in on a miss.
func (s *Store) SetUserRole(ctx context.Context, id string, role domain.Role, at time.Time) (domain.User, error) {
	var u domain.User
	err := s.audited(ctx, func(ctx context.Context) (err error) {
		u, err = s.setUserRole(ctx, id, role, at)
		return err
	})
	return u, err
}

func (s *Store) setUserRole(ctx context.Context, id string, role domain.Role, at time.Time) (domain.User, error) {
	for range maxUpdateAttempts {
		u, err := s.GetUser(ctx, id)
		if err != nil || u.Role == role {
			return u, err
		}
		set := bson.D{{Key: "$set", Value: bson.D{{Key: "role", Value: string(role)}, {Key: "updatedAt", Value: storedTime(at)}}},
			{Key: "$inc", Value: bson.D{{Key: "version", Value: 1}}}}
		changed, err := s.changeUnlessLastAdmin(ctx, u, func(filter bson.D) (bool, error) {
			res, err := s.users.UpdateOne(ctx, filter, set)
			return err == nil && res.MatchedCount == 1, err
		})
		if err != nil {
			return domain.User{}, err
		}
		if !changed {
			continue // the role moved under us; decide again from what is stored
		}
		if role == domain.RoleAdmin {
			if err := s.addAdminSlot(ctx); err != nil {
				return domain.User{}, err
			}
		}
		u.Role, u.UpdatedAt = role, storedTime(at)
		return u, nil
	}
	return domain.User{}, errConflict
}

// DeleteUser removes a user, unless it is the last admin.
func (s *Store) DeleteUser(ctx context.Context, id string) error {
	return s.audited(ctx, func(ctx context.Context) error { return s.deleteUser(ctx, id) })
}

func (s *Store) deleteUser(ctx context.Context, id string) error {
	for range maxUpdateAttempts {
		u, err := s.GetUser(ctx, id)
		if err != nil {
			return err
		}
		deleted, err := s.changeUnlessLastAdmin(ctx, u, func(filter bson.D) (bool, error) {
			res, err := s.users.DeleteOne(ctx, filter)
			return err == nil && res.DeletedCount == 1, err
		})
		if err != nil || deleted {
			return err
		}
	}
	return errConflict
}

// changeUnlessLastAdmin runs change on u filtered by u's id and current
// role. When u is an admin it takes an admin slot first, and gives it back
// if change did not happen.
func (s *Store) changeUnlessLastAdmin(ctx context.Context, u domain.User, change func(filter bson.D) (bool, error)) (bool, error) {
	if u.IsAdmin() {
		if err := s.takeAdminSlot(ctx); err != nil {
			return false, err
		}
	}
	done, err := change(bson.D{{Key: "_id", Value: u.ID}, {Key: "role", Value: string(u.Role)}})
	if done || !u.IsAdmin() {
		return done, storeErr(err)
	}
	return false, errors.Join(storeErr(err), s.addAdminSlot(ctx))
}

// ListUsers returns one page of the users whose name or email contains the
// query, newest first.
func (s *Store) ListUsers(ctx context.Context, f domain.UserFilter) (domain.Page[domain.User], error) {
	filter := bson.D{}
	if f.Query != "" {
		filter = append(filter, anyContains(f.Query, "name", "email"))
	}
	return listPage[domain.User, userDoc](ctx, s.users, filter, newestFirst, f.PageRequest)
}

// CountAdmins counts users with the admin role.
func (s *Store) CountAdmins(ctx context.Context) (int, error) {
	n, err := s.users.CountDocuments(ctx, bson.D{{Key: "role", Value: string(domain.RoleAdmin)}})
	return int(n), storeErr(err)
}

// userConflict turns a duplicate key on saving u into the domain's conflict
// for the unique auth subject or the unique email. It asks rather than
// reading the error, because FerretDB doesn't name the index.
func (s *Store) userConflict(ctx context.Context, u domain.User, err error) error {
	if err == nil || !duplicateKey(err) {
		return storeErr(err)
	}
	if u.AuthSubject != "" {
		if other, findErr := s.GetUserByAuthSubject(ctx, u.AuthSubject); findErr == nil && other.ID != u.ID {
			return domain.ErrAuthSubjectTaken
		}
	}
	return domain.ErrEmailTaken
}
