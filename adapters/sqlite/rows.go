package sqlite

import (
	"context"
	"database/sql"
	"slices"
	"strings"
	"time"

	"github.com/palletshop/pallet/domain"
)

// rowScanner is what *sql.Row and *sql.Rows have in common.
type rowScanner interface {
	Scan(dest ...any) error
}

func toMillis(t time.Time) int64 { return t.UnixMilli() }

func fromMillis(ms int64) time.Time { return time.UnixMilli(ms).UTC() }

// escapeLike makes s match literally inside a LIKE pattern with ESCAPE '\'.
func escapeLike(s string) string {
	return strings.NewReplacer(`\`, `\\`, `%`, `\%`, `_`, `\_`).Replace(s)
}

// placeholdersFor has one ? per column of a comma-separated column list.
func placeholdersFor(columns string) string {
	return strings.TrimSuffix(strings.Repeat("?,", strings.Count(columns, ",")+1), ",")
}

// whereClause joins conditions with AND, or returns "" for none.
func whereClause(conds []string) string {
	if len(conds) == 0 {
		return ""
	}
	return " WHERE " + strings.Join(conds, " AND ")
}

// listQuery describes one paged listing: the table's FROM/WHERE part, its
// arguments, the columns and the order (with the order's own arguments).
type listQuery[T any] struct {
	from      string
	args      []any
	columns   string
	orderBy   string
	orderArgs []any
	scan      func(rowScanner) (T, error)
}

// page counts every match and reads one page, in one read transaction so
// the two agree.
func page[T any](ctx context.Context, db *sql.DB, op string, q listQuery[T], req domain.PageRequest) (domain.Page[T], error) {
	req = req.Normalize()
	tx, err := db.BeginTx(ctx, &sql.TxOptions{ReadOnly: true})
	if err != nil {
		return domain.Page[T]{}, storeErr(op, err)
	}
	defer func() { _ = tx.Rollback() }()

	var total int
	if err := tx.QueryRowContext(ctx, "SELECT COUNT(*) FROM "+q.from, q.args...).Scan(&total); err != nil {
		return domain.Page[T]{}, storeErr(op, err)
	}
	query := "SELECT " + q.columns + " FROM " + q.from + " ORDER BY " + q.orderBy + " LIMIT ? OFFSET ?"
	items, err := queryAll(ctx, tx, query, slices.Concat(q.args, q.orderArgs, []any{req.Limit, req.Offset()}), q.scan)
	if err != nil {
		return domain.Page[T]{}, storeErr(op, err)
	}
	return domain.NewPage(items, total, req), nil
}

type querier interface {
	QueryContext(ctx context.Context, query string, args ...any) (*sql.Rows, error)
}

func queryAll[T any](ctx context.Context, db querier, query string, args []any, scan func(rowScanner) (T, error)) ([]T, error) {
	rows, err := db.QueryContext(ctx, query, args...)
	if err != nil {
		return nil, err
	}
	defer func() { _ = rows.Close() }()
	items := []T{}
	for rows.Next() {
		item, err := scan(rows)
		if err != nil {
			return nil, err
		}
		items = append(items, item)
	}
	return items, rows.Err()
}

// affectedOne turns "no row changed" into not_found.
func affectedOne(res sql.Result, err error, what string) error {
	if err != nil {
		return err
	}
	n, err := res.RowsAffected()
	if err != nil {
		return err
	}
	if n == 0 {
		return domain.NotFound(what)
	}
	return nil
}
