package sqlite

import (
	"database/sql"
	"errors"
	"fmt"
	"strings"

	"modernc.org/sqlite"
	sqlite3 "modernc.org/sqlite/lib"

	"github.com/palletshop/pallet/domain"
)

func unavailableError() *domain.Error {
	return &domain.Error{Code: domain.CodeUnavailable, Message: "The store is unavailable, please try again shortly"}
}

// storeErr passes domain errors through, marks errors that mean the file
// can't be reached right now as unavailable, and wraps the rest.
func storeErr(op string, err error) error {
	if err == nil {
		return nil
	}
	var derr *domain.Error
	if errors.As(err, &derr) {
		return err
	}
	if isUnavailable(err) {
		return fmt.Errorf("sqlite: %s: %w: %w", op, unavailableError(), err)
	}
	return fmt.Errorf("sqlite: %s: %w", op, err)
}

func isUnavailable(err error) bool {
	if errors.Is(err, sql.ErrConnDone) || strings.Contains(err.Error(), "database is closed") {
		return true
	}
	switch sqliteCode(err) & 0xff {
	case sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED, sqlite3.SQLITE_CANTOPEN, sqlite3.SQLITE_IOERR, sqlite3.SQLITE_FULL:
		return true
	}
	return false
}

// sqliteCode is the extended result code of a driver error, or 0.
func sqliteCode(err error) int {
	var serr *sqlite.Error
	if errors.As(err, &serr) {
		return serr.Code()
	}
	return 0
}

// duplicateID turns a primary-key clash into a conflict naming what clashed.
func duplicateID(err error, what string) error {
	if sqliteCode(err) == sqlite3.SQLITE_CONSTRAINT_PRIMARYKEY {
		return domain.Errorf(domain.CodeConflict, "%s already exists", what)
	}
	return err
}

// skuTaken turns a clash on the part number's unique index into
// domain.ErrSKUTaken; the primary key is the products table's only other
// unique constraint, and duplicateID has the first go at that one.
func skuTaken(err error) error {
	if sqliteCode(err) == sqlite3.SQLITE_CONSTRAINT_UNIQUE {
		return domain.ErrSKUTaken
	}
	return err
}
