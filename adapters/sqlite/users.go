package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"strings"
	"time"

	sqlite3 "modernc.org/sqlite/lib"

	"github.com/palletshop/pallet/domain"
)

const userColumns = `id, email, name, photo_url, role, auth_subject, created_at, updated_at,
	email_verified, company_name, company_vat_id, billing_address, invoice_terms, net_days, tax_exempt`

func scanUser(row rowScanner) (domain.User, error) {
	var u domain.User
	var created, updated int64
	err := row.Scan(&u.ID, &u.Email, &u.Name, &u.PhotoURL, &u.Role, &u.AuthSubject, &created, &updated,
		&u.EmailVerified, &u.Company.Name, &u.Company.VATID, &u.Company.BillingAddress,
		&u.Terms.InvoiceTerms, &u.Terms.NetDays, &u.Terms.TaxExempt)
	u.CreatedAt, u.UpdatedAt = fromMillis(created), fromMillis(updated)
	return u, err
}

// userValues lists u's columns in userColumns order.
func userValues(u domain.User) []any {
	return []any{u.ID, u.Email, u.Name, u.PhotoURL, u.Role, u.AuthSubject, toMillis(u.CreatedAt), toMillis(u.UpdatedAt),
		u.EmailVerified, u.Company.Name, u.Company.VATID, u.Company.BillingAddress,
		u.Terms.InvoiceTerms, u.Terms.NetDays, u.Terms.TaxExempt}
}

// uniqueUserClash maps the unique indexes on users to the domain's conflicts.
func uniqueUserClash(err error) error {
	switch {
	case sqliteCode(err) != sqlite3.SQLITE_CONSTRAINT_UNIQUE:
		return duplicateID(err, "User")
	case strings.Contains(err.Error(), "users.auth_subject"):
		return domain.ErrAuthSubjectTaken
	}
	return domain.ErrEmailTaken
}

// CreateUser inserts u; the email and auth subject must be free.
func (s *Store) CreateUser(ctx context.Context, u domain.User) error {
	_, err := s.writer.ExecContext(ctx, "INSERT INTO users ("+userColumns+") VALUES ("+placeholdersFor(userColumns)+")",
		userValues(u)...)
	return storeErr("create user", uniqueUserClash(err))
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

// GetUserByAuthSubject finds the user linked to an outside identity.
func (s *Store) GetUserByAuthSubject(ctx context.Context, subject string) (domain.User, error) {
	if subject == "" {
		return domain.User{}, domain.NotFound("User")
	}
	u, err := getUser(ctx, s.reader, "auth_subject", subject)
	return u, storeErr("get user by auth subject", err)
}

// UpdateUser loads, changes and saves a user in one write transaction.
func (s *Store) UpdateUser(ctx context.Context, id string, fn func(*domain.User) error) (domain.User, error) {
	var u domain.User
	err := s.write(ctx, "update user", func(tx *sql.Tx) error {
		var err error
		if u, err = getUser(ctx, tx, "id", id); err != nil {
			return err
		}
		if err := domain.KeepingRole(fn)(&u); err != nil {
			return err
		}
		u.ID = id
		_, err = tx.ExecContext(ctx, `UPDATE users SET email = ?, name = ?, photo_url = ?, auth_subject = ?, created_at = ?, updated_at = ?,
			email_verified = ?, company_name = ?, company_vat_id = ?, billing_address = ?, invoice_terms = ?, net_days = ?,
			tax_exempt = ? WHERE id = ?`, u.Email, u.Name, u.PhotoURL, u.AuthSubject, toMillis(u.CreatedAt), toMillis(u.UpdatedAt),
			u.EmailVerified, u.Company.Name, u.Company.VATID, u.Company.BillingAddress,
			u.Terms.InvoiceTerms, u.Terms.NetDays, u.Terms.TaxExempt, id)
		return uniqueUserClash(err)
	})
	if err != nil {
		return domain.User{}, err
	}
	return storedUser(u), nil
}

func storedUser(u domain.User) domain.User {
	u.CreatedAt, u.UpdatedAt = fromMillis(toMillis(u.CreatedAt)), fromMillis(toMillis(u.UpdatedAt))
	return u
}

// SetUserRole counts the admins and changes the role in one IMMEDIATE
// transaction, which also holds off writers in other processes on the file.
func (s *Store) SetUserRole(ctx context.Context, id string, role domain.Role, at time.Time) (domain.User, error) {
	var u domain.User
	err := s.write(ctx, "set user role", func(tx *sql.Tx) error {
		var err error
		if u, err = getUser(ctx, tx, "id", id); err != nil || u.Role == role {
			return err
		}
		if err := keepsAnAdminWithout(ctx, tx, u); err != nil {
			return err
		}
		u.Role, u.UpdatedAt = role, at
		_, err = tx.ExecContext(ctx, "UPDATE users SET role = ?, updated_at = ? WHERE id = ?", role, toMillis(at), id)
		return err
	})
	if err != nil {
		return domain.User{}, err
	}
	return storedUser(u), nil
}

// DeleteUser removes a user, unless it is the last admin, in one transaction.
func (s *Store) DeleteUser(ctx context.Context, id string) error {
	return s.write(ctx, "delete user", func(tx *sql.Tx) error {
		u, err := getUser(ctx, tx, "id", id)
		if err != nil {
			return err
		}
		if err := keepsAnAdminWithout(ctx, tx, u); err != nil {
			return err
		}
		_, err = tx.ExecContext(ctx, "DELETE FROM users WHERE id = ?", id)
		return err
	})
}

// keepsAnAdminWithout refuses to lose u when u is the last admin; it runs
// inside the write transaction that loses u.
func keepsAnAdminWithout(ctx context.Context, tx *sql.Tx, u domain.User) error {
	if !u.IsAdmin() {
		return nil
	}
	n, err := countAdmins(ctx, tx)
	if err != nil {
		return err
	}
	if n <= 1 {
		return domain.ErrLastAdmin
	}
	return nil
}

func countAdmins(ctx context.Context, db rowQuerier) (int, error) {
	var n int
	err := db.QueryRowContext(ctx, "SELECT COUNT(*) FROM users WHERE role = ?", domain.RoleAdmin).Scan(&n)
	return n, err
}

// ListUsers pages the users whose name or email contains the query (LIKE:
// case-insensitive for ASCII), newest first.
func (s *Store) ListUsers(ctx context.Context, f domain.UserFilter) (domain.Page[domain.User], error) {
	var conds []string
	var args []any
	if f.Query != "" {
		pattern := "%" + escapeLike(f.Query) + "%"
		conds, args = append(conds, `(name LIKE ? ESCAPE '\' OR email LIKE ? ESCAPE '\')`), append(args, pattern, pattern)
	}
	return page(ctx, s.reader, "list users", listQuery[domain.User]{
		from: "users" + whereClause(conds), args: args, columns: userColumns, orderBy: "created_at DESC, id", scan: scanUser,
	}, f.PageRequest)
}

// CountAdmins counts users with the admin role.
func (s *Store) CountAdmins(ctx context.Context) (int, error) {
	n, err := countAdmins(ctx, s.reader)
	return n, storeErr("count admins", err)
}
