package sqlite

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/palletshop/pallet/ports"
)

// forgetBatch is how many rows of a finished import's records one cleanup
// transaction deletes.
const forgetBatch = 2000

// abandonImport takes back the steps an import has written, whatever
// became of the request, and returns why it stopped.
func (s *Store) abandonImport(ctx context.Context, importID string, cause error) error {
	// Without the import's trail: taking back writes no audit entries.
	if err := s.undoImport(withTrail(context.WithoutCancel(ctx), nil), importID); err != nil {
		return errors.Join(cause, storeErr("take back import", err))
	}
	return cause
}

// undoImport takes back an unfinished import's steps, last first, each in a
// transaction of its own, then forgets the import.
func (s *Store) undoImport(ctx context.Context, importID string) error {
	for {
		var step int
		var raw string
		err := s.writer.QueryRowContext(ctx, "SELECT step, undo FROM product_import_steps WHERE import_id = ? ORDER BY step DESC LIMIT 1",
			importID).Scan(&step, &raw)
		if errors.Is(err, sql.ErrNoRows) {
			break
		}
		if err != nil {
			return err
		}
		var undo stepUndo
		if err := json.Unmarshal([]byte(raw), &undo); err != nil {
			return fmt.Errorf("import %s step %d: %w", importID, step, err)
		}
		if err := s.undoStep(ctx, importID, step, undo); err != nil {
			return err
		}
	}
	_, err := s.writer.ExecContext(ctx, "DELETE FROM product_imports WHERE id = ?", importID)
	return err
}

// undoStep deletes the products a step added and its audit entries, and
// puts back what it changed where nobody has changed it since.
func (s *Store) undoStep(ctx context.Context, importID string, step int, undo stepUndo) error {
	return s.write(ctx, "take back import step", func(tx *sql.Tx) error {
		if err := deleteWhereIn(ctx, tx, "products", "id", undo.Created); err != nil {
			return err
		}
		if err := deleteWhereIn(ctx, tx, "audit_log", "id", undo.Audit); err != nil {
			return err
		}
		if err := deleteWhereIn(ctx, tx, "product_import_audit", "audit_id", undo.Audit); err != nil {
			return err
		}
		current, err := productsByIDIn(ctx, tx, changedIDs(undo.Changed))
		if err != nil {
			return err
		}
		w, err := prepareProductWrites(ctx, tx)
		if err != nil {
			return err
		}
		defer w.close()
		for _, c := range undo.Changed {
			if now, ok := current[c.Before.ID]; ok {
				if err := w.update(ctx, c.Undo(now)); err != nil {
					return err
				}
			}
		}
		_, err = tx.ExecContext(ctx, "DELETE FROM product_import_steps WHERE import_id = ? AND step = ?", importID, step)
		return err
	})
}

// deleteWhereIn deletes the rows of table whose column (fixed names) is one
// of values.
func deleteWhereIn(ctx context.Context, tx *sql.Tx, table, column string, values []string) error {
	if len(values) == 0 {
		return nil
	}
	list, err := json.Marshal(values)
	if err == nil {
		_, err = tx.ExecContext(ctx, "DELETE FROM "+table+" WHERE "+column+" IN (SELECT value FROM json_each(?))", string(list))
	}
	return err
}

// forgetImport deletes a finished import's records a batch at a time. A
// failure leaves them for RecoverImports: the import itself is done.
func (s *Store) forgetImport(ctx context.Context, importID string) {
	for _, table := range []string{"product_import_steps", "product_import_audit"} {
		for {
			res, err := s.writer.ExecContext(ctx, "DELETE FROM "+table+" WHERE rowid IN (SELECT rowid FROM "+table+
				" WHERE import_id = ? LIMIT ?)", importID, forgetBatch)
			if err != nil {
				return
			}
			if n, err := res.RowsAffected(); err != nil || n == 0 {
				break
			}
		}
	}
	_, _ = s.writer.ExecContext(ctx, "DELETE FROM product_imports WHERE id = ?", importID)
}

// RecoverImports takes back the imports that a stopped server left
// unfinished and forgets the finished ones. The server calls it at start,
// before it takes requests; a sub-command opening the file beside a running
// server must not, since that server may be importing.
func (s *Store) RecoverImports(ctx context.Context) error {
	type started struct {
		id   string
		done bool
	}
	imports, err := queryAll(ctx, s.writer, "SELECT id, done FROM product_imports", nil,
		func(row rowScanner) (i started, err error) { return i, row.Scan(&i.id, &i.done) })
	if err != nil {
		return storeErr("recover imports", err)
	}
	for _, i := range imports {
		if i.done {
			s.forgetImport(ctx, i.id)
			continue
		}
		if err := s.undoImport(ctx, i.id); err != nil {
			return storeErr("recover imports", err)
		}
	}
	return nil
}

var _ ports.ImportRecoverer = (*Store)(nil)
