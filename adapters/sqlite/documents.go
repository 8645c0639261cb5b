package sqlite

import (
	"context"
	"database/sql"

	sqlite3 "modernc.org/sqlite/lib"

	"github.com/palletshop/pallet/domain"
)

// numberDocuments gives b's newly asked-for invoice and credit note their
// numbers inside tx, so a rolled-back save gives its numbers back.
func numberDocuments(ctx context.Context, tx *sql.Tx, b *domain.Booking) (err error) {
	if err := b.CheckDocumentsToNumber(); err != nil {
		return err
	}
	for _, doc := range b.DocumentsToNumber() {
		if *doc.Number, err = nextDocumentNumber(ctx, tx, doc.Prefix, doc.Year); err != nil {
			return err
		}
	}
	return nil
}

// nextDocumentNumber takes the next number of prefix in year. The write
// transaction holds the file, so no one else reads the same number.
func nextDocumentNumber(ctx context.Context, tx *sql.Tx, prefix string, year int) (string, error) {
	var n int
	err := tx.QueryRowContext(ctx, `INSERT INTO document_counters (kind, year, last) VALUES (?, ?, 1)
		ON CONFLICT (kind, year) DO UPDATE SET last = last + 1 RETURNING last`, prefix, year).Scan(&n)
	return domain.DocumentNumber(prefix, year, n), err
}

// invoiceNumberTaken turns a clash on the invoice number's unique index into
// a conflict; duplicateID has the first go at the primary key.
func invoiceNumberTaken(err error) error {
	if sqliteCode(err) == sqlite3.SQLITE_CONSTRAINT_UNIQUE {
		return domain.Errorf(domain.CodeConflict, "Invoice number already exists")
	}
	return err
}
