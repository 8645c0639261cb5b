package sqlite

import (
	"context"
	"database/sql"
	"errors"

	sqlite3 "modernc.org/sqlite/lib"

	"github.com/palletshop/pallet/domain"
)

const userColumns = "id, email, name, photo_url, role, created_at, updated_at"

func scanUser(row rowScanner) (domain.User, error) {
	var u domain.User
	var created, updated int64
	err := row.Scan(&u.ID, &u.Email, &u.Name, &u.PhotoURL, &u.Role, &created, &updated)
	u.CreatedAt, u.UpdatedAt = fromMillis(created), fromMillis(updated)
	return u, err
}

// emailTaken maps the unique index on email to the domain's conflict.
func emailTaken(err error) error {
	if sqliteCode(err) == sqlite3.SQLITE_CONSTRAINT_UNIQUE {
		return domain.ErrEmailTaken
	}
	return duplicateID(err, "User")
}

// CreateUser inserts u; the email must be free.
func (s *Store) CreateUser(ctx context.Context, u domain.User) error {
	_, err := s.writer.ExecContext(ctx, "INSERT INTO users ("+userColumns+") VALUES (?,?,?,?,?,?,?)",
		u.ID, u.Email, u.Name, u.PhotoURL, u.Role, toMillis(u.CreatedAt), toMillis(u.UpdatedAt))
	return storeErr("create user", emailTaken(err))
}

func getUser(ctx context.Context, db rowQuerier, column, value string) (domain.User, error) {
	u, err := scanUser(db.QueryRowContext(ctx, "SELECT "+userColumns+" FROM users WHERE "+column+" = ?", value))
	if errors.Is(err, sql.ErrNoRows) {
		return domain.User{}, domain.NotFound("User")
	}
	return u, err
}

// GetUser finds a user by id.
func (s *Store) GetUser(ctx context.Context, id string) (domain.User, error) {
	u, err := getUser(ctx, s.reader, "id", id)
	return u, storeErr("get user", err)
}

// GetUserByEmail finds a user by normalised email.
func (s *Store) GetUserByEmail(ctx context.Context, email string) (domain.User, error) {
	u, err := getUser(ctx, s.reader, "email", email)
	return u, storeErr("get user by email", err)
}

// UpdateUser loads, changes and saves a user in one write transaction.
func (s *Store) UpdateUser(ctx context.Context, id string, fn func(*domain.User) error) (domain.User, error) {
	var u domain.User
	err := s.write(ctx, "update user", func(tx *sql.Tx) error {
		var err error
		if u, err = getUser(ctx, tx, "id", id); err != nil {
			return err
		}
		if err := fn(&u); err != nil {
			return err
		}
		u.ID = id
		_, err = tx.ExecContext(ctx, `UPDATE users SET email = ?, name = ?, photo_url = ?, role = ?, created_at = ?, updated_at = ?
			WHERE id = ?`, u.Email, u.Name, u.PhotoURL, u.Role, toMillis(u.CreatedAt), toMillis(u.UpdatedAt), id)
		return emailTaken(err)
	})
	if err != nil {
		return domain.User{}, err
	}
	u.CreatedAt, u.UpdatedAt = fromMillis(toMillis(u.CreatedAt)), fromMillis(toMillis(u.UpdatedAt))
	return u, nil
}

// DeleteUser removes a user.
func (s *Store) DeleteUser(ctx context.Context, id string) error {
	res, err := s.writer.ExecContext(ctx, "DELETE FROM users WHERE id = ?", id)
	return storeErr("delete user", affectedOne(res, err, "User"))
}

// ListUsers pages users, newest first.
func (s *Store) ListUsers(ctx context.Context, req domain.PageRequest) (domain.Page[domain.User], error) {
	return page(ctx, s.reader, "list users", listQuery[domain.User]{
		from: "users", columns: userColumns, orderBy: "created_at DESC, id", scan: scanUser,
	}, req)
}

// CountAdmins counts users with the admin role.
func (s *Store) CountAdmins(ctx context.Context) (int, error) {
	var n int
	err := s.reader.QueryRowContext(ctx, "SELECT COUNT(*) FROM users WHERE role = ?", domain.RoleAdmin).Scan(&n)
	return n, storeErr("count admins", err)
}
