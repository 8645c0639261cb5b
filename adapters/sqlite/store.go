// Package sqlite is the embedded default store: one SQLite file through the
// pure-Go modernc.org/sqlite driver, with migrations embedded in the binary.
package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"os"
	"path/filepath"

	_ "modernc.org/sqlite" // registers the "sqlite" driver

	"github.com/palletshop/pallet/ports"
)

// FileName is the database file inside the data directory.
const FileName = "pallet.db"

// PathIn is where the store lives inside dataDir.
func PathIn(dataDir string) string { return filepath.Join(dataDir, FileName) }

// Store implements ports.Store on one SQLite file.
//
// Writes go through a pool of exactly one connection that begins every
// transaction IMMEDIATE, so writers queue in Go instead of failing with
// SQLITE_BUSY; reads use a separate pool and, thanks to WAL, never wait for
// the writer. The functions passed to Update* run inside the write
// transaction and must not call back into the store.
type Store struct {
	writer *sql.DB
	reader *sql.DB
}

var _ ports.Store = (*Store)(nil)

const (
	commonParams = "_pragma=busy_timeout(10000)&_pragma=foreign_keys(ON)"
	// secure_delete zeroes what a write removes, so an erased mail body
	// (a password reset link) is not left in the file's free space.
	// Its temporary files stay in memory too: every product write runs the
	// change feed's triggers, so each statement keeps a statement journal,
	// and on disk that was a file write per product an import saves.
	writerParams = commonParams + "&_pragma=journal_mode(WAL)&_pragma=synchronous(NORMAL)&_pragma=secure_delete(ON)&_pragma=temp_store(MEMORY)&_txlock=immediate"
	// Readers keep a 2 MB page cache each (SQLite's default; catalogue
	// searches no longer run here, so the 8 MB they had for search's
	// materialized matches bought nothing but memory) and temporary trees
	// in memory. They don't map the file: mapped pages count against the
	// process's memory, and a 100k catalogue's file is about 90 MB.
	readerParams = commonParams + "&_pragma=query_only(ON)&_pragma=cache_size(-2000)&_pragma=temp_store(MEMORY)"
	readerConns  = 4
)

// Open opens (creating if needed) the database at path and migrates it.
func Open(path string) (*Store, error) {
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		return nil, fmt.Errorf("sqlite: create data directory: %w", err)
	}
	if err := makePrivate(path); err != nil {
		return nil, fmt.Errorf("sqlite: open %s: %w", path, err)
	}
	writer, err := sql.Open("sqlite", path+"?"+writerParams)
	if err != nil {
		return nil, fmt.Errorf("sqlite: open %s: %w", path, err)
	}
	writer.SetMaxOpenConns(1)
	reader, err := sql.Open("sqlite", path+"?"+readerParams)
	if err != nil {
		_ = writer.Close()
		return nil, fmt.Errorf("sqlite: open %s: %w", path, err)
	}
	reader.SetMaxOpenConns(readerConns)
	s := &Store{writer: writer, reader: reader}
	if err := s.Migrate(context.Background()); err != nil {
		_ = s.Close()
		return nil, fmt.Errorf("sqlite: open %s: %w", path, err)
	}
	return s, nil
}

// Close folds the write-ahead log back into the file and closes both pools.
func (s *Store) Close() error {
	_, _ = s.writer.Exec("PRAGMA wal_checkpoint(TRUNCATE)")
	return errors.Join(s.reader.Close(), s.writer.Close())
}

// Ping checks that both pools can reach the file.
func (s *Store) Ping(ctx context.Context) error {
	if err := s.reader.PingContext(ctx); err != nil {
		return storeErr("ping", err)
	}
	return storeErr("ping", s.writer.PingContext(ctx))
}

// write runs fn in one IMMEDIATE transaction on the single writer
// connection, then writes the audit trail on ctx in the same transaction.
// fn's own errors come back unchanged. Every write an admin action uses
// goes through here.
func (s *Store) write(ctx context.Context, op string, fn func(*sql.Tx) error) error {
	tx, err := s.writer.BeginTx(ctx, nil)
	if err != nil {
		return storeErr(op, err)
	}
	if err := fn(tx); err != nil {
		_ = tx.Rollback()
		return storeErr(op, err)
	}
	if err := writeAuditTrail(ctx, tx); err != nil {
		_ = tx.Rollback()
		return storeErr(op+": audit log", err)
	}
	return storeErr(op, tx.Commit())
}
