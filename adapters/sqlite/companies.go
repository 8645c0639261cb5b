package sqlite

import (
	"context"
	"database/sql"
	"errors"

	sqlite3 "modernc.org/sqlite/lib"

	"github.com/palletshop/pallet/domain"
)

const companyColumns = `id, name, vat_id, billing_address, po_required, invoice_terms, net_days, tax_exempt, created_at, updated_at`

type queryer interface {
	rowQuerier
	QueryContext(ctx context.Context, query string, args ...any) (*sql.Rows, error)
}

func scanCompany(row rowScanner) (domain.CompanyAccount, error) {
	var c domain.CompanyAccount
	var created, updated int64
	err := row.Scan(&c.ID, &c.Name, &c.VATID, &c.BillingAddress, &c.PORequired,
		&c.Terms.InvoiceTerms, &c.Terms.NetDays, &c.Terms.TaxExempt, &created, &updated)
	c.CreatedAt, c.UpdatedAt = fromMillis(created), fromMillis(updated)
	return c, err
}

// loadCompany reads the company whose row matches where, with its members
// and invitations.
func loadCompany(ctx context.Context, db queryer, where string, arg any) (domain.CompanyAccount, error) {
	c, err := scanCompany(db.QueryRowContext(ctx, "SELECT "+companyColumns+" FROM companies WHERE "+where, arg))
	if errors.Is(err, sql.ErrNoRows) {
		return domain.CompanyAccount{}, domain.NotFound("Company")
	}
	if err != nil {
		return domain.CompanyAccount{}, err
	}
	return withPeople(ctx, db, c)
}

func withPeople(ctx context.Context, db queryer, c domain.CompanyAccount) (domain.CompanyAccount, error) {
	var err error
	if c.Members, err = loadMembers(ctx, db, c.ID); err != nil {
		return domain.CompanyAccount{}, err
	}
	c.Invitations, err = loadInvitations(ctx, db, c.ID)
	return c, err
}

func loadMembers(ctx context.Context, db queryer, companyID string) ([]domain.CompanyMember, error) {
	rows, err := db.QueryContext(ctx, `SELECT user_id, email, name, role, spending_limit_cents, joined_at
		FROM company_members WHERE company_id = ? ORDER BY position`, companyID)
	if err != nil {
		return nil, err
	}
	defer func() { _ = rows.Close() }()
	members := []domain.CompanyMember{}
	for rows.Next() {
		var m domain.CompanyMember
		var limit sql.NullInt64
		var joined int64
		if err := rows.Scan(&m.UserID, &m.Email, &m.Name, &m.Role, &limit, &joined); err != nil {
			return nil, err
		}
		m.SpendingLimitCents, m.JoinedAt = centsOrNil(limit), fromMillis(joined)
		members = append(members, m)
	}
	return members, rows.Err()
}

func loadInvitations(ctx context.Context, db queryer, companyID string) ([]domain.CompanyInvitation, error) {
	rows, err := db.QueryContext(ctx, `SELECT id, email, role, spending_limit_cents, invited_by, created_at, expires_at, token_hash
		FROM company_invitations WHERE company_id = ? ORDER BY created_at, id`, companyID)
	if err != nil {
		return nil, err
	}
	defer func() { _ = rows.Close() }()
	invitations := []domain.CompanyInvitation{}
	for rows.Next() {
		inv := domain.CompanyInvitation{CompanyID: companyID}
		var limit sql.NullInt64
		var created, expires int64
		if err := rows.Scan(&inv.ID, &inv.Email, &inv.Role, &limit, &inv.InvitedBy, &created, &expires, &inv.TokenHash); err != nil {
			return nil, err
		}
		inv.SpendingLimitCents, inv.CreatedAt, inv.ExpiresAt = centsOrNil(limit), fromMillis(created), fromMillis(expires)
		invitations = append(invitations, inv)
	}
	return invitations, rows.Err()
}

func centsOrNil(v sql.NullInt64) *int64 {
	if !v.Valid {
		return nil
	}
	return &v.Int64
}

func nullCents(p *int64) sql.NullInt64 {
	if p == nil {
		return sql.NullInt64{}
	}
	return sql.NullInt64{Int64: *p, Valid: true}
}

// saveCompany writes c's row, members and invitations in tx; a member
// already in another company hits company_members' key.
func saveCompany(ctx context.Context, tx *sql.Tx, c domain.CompanyAccount) error {
	_, err := tx.ExecContext(ctx, `INSERT INTO companies (`+companyColumns+`) VALUES (`+placeholdersFor(companyColumns)+`)
		ON CONFLICT (id) DO UPDATE SET name = excluded.name, vat_id = excluded.vat_id, billing_address = excluded.billing_address,
		po_required = excluded.po_required, invoice_terms = excluded.invoice_terms, net_days = excluded.net_days,
		tax_exempt = excluded.tax_exempt, updated_at = excluded.updated_at`,
		c.ID, c.Name, c.VATID, c.BillingAddress, c.PORequired, c.Terms.InvoiceTerms, c.Terms.NetDays, c.Terms.TaxExempt,
		toMillis(c.CreatedAt), toMillis(c.UpdatedAt))
	if err != nil {
		return err
	}
	if err := saveMembers(ctx, tx, c); err != nil {
		return err
	}
	if err := saveInvitations(ctx, tx, c); err != nil {
		return err
	}
	return enqueueMail(ctx, tx, c.Outbox)
}

func saveMembers(ctx context.Context, tx *sql.Tx, c domain.CompanyAccount) error {
	if _, err := tx.ExecContext(ctx, "DELETE FROM company_members WHERE company_id = ?", c.ID); err != nil {
		return err
	}
	for i, m := range c.Members {
		_, err := tx.ExecContext(ctx, `INSERT INTO company_members (user_id, company_id, email, name, role, spending_limit_cents,
			joined_at, position) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`, m.UserID, c.ID, m.Email, m.Name, m.Role,
			nullCents(m.SpendingLimitCents), toMillis(m.JoinedAt), i)
		if sqliteCode(err) == sqlite3.SQLITE_CONSTRAINT_PRIMARYKEY {
			return domain.ErrAlreadyInCompany
		}
		if err != nil {
			return err
		}
	}
	return nil
}

func saveInvitations(ctx context.Context, tx *sql.Tx, c domain.CompanyAccount) error {
	if _, err := tx.ExecContext(ctx, "DELETE FROM company_invitations WHERE company_id = ?", c.ID); err != nil {
		return err
	}
	for _, inv := range c.Invitations {
		_, err := tx.ExecContext(ctx, `INSERT INTO company_invitations (id, company_id, token_hash, email, role,
			spending_limit_cents, invited_by, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
			inv.ID, c.ID, inv.TokenHash, inv.Email, inv.Role, nullCents(inv.SpendingLimitCents), inv.InvitedBy,
			toMillis(inv.CreatedAt), toMillis(inv.ExpiresAt))
		if err != nil {
			return err
		}
	}
	return nil
}

// CreateCompany inserts c with its members, unless one is in another company.
func (s *Store) CreateCompany(ctx context.Context, c domain.CompanyAccount) error {
	return s.write(ctx, "create company", func(tx *sql.Tx) error {
		var exists bool
		if err := tx.QueryRowContext(ctx, "SELECT EXISTS (SELECT 1 FROM companies WHERE id = ?)", c.ID).Scan(&exists); err != nil {
			return err
		}
		if exists {
			return domain.Errorf(domain.CodeConflict, "Company already exists")
		}
		return saveCompany(ctx, tx, c)
	})
}

// GetCompany reads a company by id.
func (s *Store) GetCompany(ctx context.Context, id string) (domain.CompanyAccount, error) {
	c, err := loadCompany(ctx, s.reader, "id = ?", id)
	return c, storeErr("get company", err)
}

// CompanyOfUser reads the company the user is a member of.
func (s *Store) CompanyOfUser(ctx context.Context, userID string) (domain.CompanyAccount, error) {
	c, err := loadCompany(ctx, s.reader, "id = (SELECT company_id FROM company_members WHERE user_id = ?)", userID)
	return c, storeErr("company of user", err)
}

// CompanyByInvitation reads the company holding the invitation.
func (s *Store) CompanyByInvitation(ctx context.Context, tokenHash string) (domain.CompanyAccount, error) {
	c, err := loadCompany(ctx, s.reader, "id = (SELECT company_id FROM company_invitations WHERE token_hash = ?)", tokenHash)
	return c, storeErr("company by invitation", err)
}

// ListCompanies lists the companies matching f by name, members included.
func (s *Store) ListCompanies(ctx context.Context, f domain.CompanyFilter) (domain.Page[domain.CompanyAccount], error) {
	from, args := "companies", []any(nil)
	if f.Query != "" {
		like := "%" + escapeLike(f.Query) + "%"
		from += ` WHERE name LIKE ? ESCAPE '\' OR vat_id LIKE ? ESCAPE '\' OR id IN
			(SELECT company_id FROM company_members WHERE email LIKE ? ESCAPE '\')`
		args = []any{like, like, like}
	}
	p, err := page(ctx, s.reader, "list companies", listQuery[domain.CompanyAccount]{
		from: from, args: args, columns: companyColumns, orderBy: "name COLLATE NOCASE, id", scan: scanCompany,
	}, f.PageRequest)
	if err != nil {
		return p, err
	}
	for i, c := range p.Items {
		if p.Items[i], err = withPeople(ctx, s.reader, c); err != nil {
			return p, storeErr("list companies", err)
		}
	}
	return p, nil
}

// UpdateCompany loads, changes and saves a company in one transaction.
func (s *Store) UpdateCompany(ctx context.Context, id string, fn func(*domain.CompanyAccount) error) (domain.CompanyAccount, error) {
	var c domain.CompanyAccount
	err := s.write(ctx, "update company", func(tx *sql.Tx) error {
		var err error
		if c, err = loadCompany(ctx, tx, "id = ?", id); err != nil {
			return err
		}
		if err := fn(&c); err != nil {
			return err
		}
		c.ID = id
		return saveCompany(ctx, tx, c)
	})
	if err != nil {
		return domain.CompanyAccount{}, err
	}
	return s.GetCompany(ctx, id)
}
