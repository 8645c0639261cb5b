package sqlite

import (
	"context"
	"database/sql"
	"encoding/json"
	"slices"
	"strings"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

const auditColumns = "id, at, actor, action, target, before_json, after_json"

// auditRowsPerInsert is how many entries one INSERT writes: an import's
// step has hundreds, and one statement per entry cost more than its rows.
const auditRowsPerInsert = 100

// writeAuditTrail inserts the entries of the trail on ctx inside the write
// transaction tx, so they are kept exactly when the change is.
func writeAuditTrail(ctx context.Context, tx *sql.Tx) error {
	entries := ports.AuditTrailFrom(ctx).Entries()
	for part := range slices.Chunk(entries, auditRowsPerInsert) {
		args := make([]any, 0, len(part)*7)
		for _, e := range part {
			before, err := encodeAuditFields(e.Before)
			if err != nil {
				return err
			}
			after, err := encodeAuditFields(e.After)
			if err != nil {
				return err
			}
			args = append(args, e.ID, toMillis(e.At), e.Actor, e.Action, e.Target, before, after)
		}
		if _, err := tx.ExecContext(ctx, insertAuditRows(len(part)), args...); err != nil {
			return err
		}
	}
	return nil
}

// insertAuditRows is an INSERT of n audit entries.
func insertAuditRows(n int) string {
	row := "(" + placeholdersFor(auditColumns) + ")"
	return "INSERT INTO audit_log (" + auditColumns + ") VALUES " + strings.TrimSuffix(strings.Repeat(row+",", n), ",")
}

// encodeAuditFields is fields as a JSON object, or NULL for none.
func encodeAuditFields(fields map[string]any) (sql.NullString, error) {
	if fields == nil {
		return sql.NullString{}, nil
	}
	raw, err := json.Marshal(fields)
	return sql.NullString{String: string(raw), Valid: true}, err
}

func decodeAuditFields(raw sql.NullString) (map[string]any, error) {
	if !raw.Valid {
		return nil, nil
	}
	var fields map[string]any
	err := json.NewDecoder(strings.NewReader(raw.String)).Decode(&fields)
	return fields, err
}

func scanAuditEntry(row rowScanner) (domain.AuditEntry, error) {
	var e domain.AuditEntry
	var at int64
	var before, after sql.NullString
	if err := row.Scan(&e.ID, &at, &e.Actor, &e.Action, &e.Target, &before, &after); err != nil {
		return e, err
	}
	e.At = fromMillis(at)
	var err error
	if e.Before, err = decodeAuditFields(before); err != nil {
		return e, err
	}
	e.After, err = decodeAuditFields(after)
	return e, err
}

// ListAudit filters by actor and action, newest first.
func (s *Store) ListAudit(ctx context.Context, f domain.AuditFilter) (domain.Page[domain.AuditEntry], error) {
	var conds []string
	var args []any
	if f.Actor != "" {
		conds, args = append(conds, "actor = ?"), append(args, f.Actor)
	}
	if f.Action != "" {
		conds, args = append(conds, "action = ?"), append(args, f.Action)
	}
	return page(ctx, s.reader, "list audit", listQuery[domain.AuditEntry]{
		from: "audit_log" + whereClause(conds), args: args,
		columns: auditColumns, orderBy: "at DESC, rowid DESC", scan: scanAuditEntry,
	}, f.PageRequest)
}
