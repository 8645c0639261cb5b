package sqlite

import (
	"context"
	"database/sql"
	"slices"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// ProductChanges reads the products and tombstones numbered after after,
// in one read transaction, and merges them in sequence order. Triggers
// number every write (migration 00015).
func (s *Store) ProductChanges(ctx context.Context, after int64, limit int) ([]ports.ProductChange, error) {
	const op = "product changes"
	tx, err := s.reader.BeginTx(ctx, &sql.TxOptions{ReadOnly: true})
	if err != nil {
		return nil, storeErr(op, err)
	}
	defer func() { _ = tx.Rollback() }()
	changed, err := queryAll(ctx, tx, "SELECT seq, "+productColumns+" FROM products WHERE seq > ? ORDER BY seq LIMIT ?",
		[]any{after, limit}, func(row rowScanner) (c ports.ProductChange, err error) {
			c.Product, err = scanProduct(seqScanner{row, &c.Seq})
			c.ID = c.Product.ID
			return c, err
		})
	if err != nil {
		return nil, storeErr(op, err)
	}
	deleted, err := queryAll(ctx, tx, "SELECT seq, product_id FROM product_tombstones WHERE seq > ? ORDER BY seq LIMIT ?",
		[]any{after, limit}, func(row rowScanner) (c ports.ProductChange, err error) {
			c.Deleted = true
			return c, row.Scan(&c.Seq, &c.ID)
		})
	if err != nil {
		return nil, storeErr(op, err)
	}
	all := slices.Concat(changed, deleted)
	slices.SortFunc(all, func(a, b ports.ProductChange) int { return int(a.Seq - b.Seq) })
	return all[:min(limit, len(all))], nil
}

// ChangeWindow is 0: writers take turns, so numbers commit in order.
func (s *Store) ChangeWindow() int64 { return 0 }

// seqScanner scans a leading seq column, then the rest as row would.
type seqScanner struct {
	row rowScanner
	seq *int64
}

func (r seqScanner) Scan(dest ...any) error { return r.row.Scan(append([]any{r.seq}, dest...)...) }

// EachProduct reads every product by name through one cursor (the
// products_name index), in one read transaction: no offsets, and a
// consistent catalogue however long the caller takes. WAL keeps writers
// going meanwhile.
func (s *Store) EachProduct(ctx context.Context, fn func(domain.Product) error) error {
	const op = "read every product"
	tx, err := s.reader.BeginTx(ctx, &sql.TxOptions{ReadOnly: true})
	if err != nil {
		return storeErr(op, err)
	}
	defer func() { _ = tx.Rollback() }()
	rows, err := tx.QueryContext(ctx, "SELECT "+productColumns+" FROM products ORDER BY name COLLATE NOCASE, id")
	if err != nil {
		return storeErr(op, err)
	}
	defer func() { _ = rows.Close() }()
	for rows.Next() {
		p, err := scanProduct(rows)
		if err != nil {
			return storeErr(op, err)
		}
		if err := fn(p); err != nil {
			return err
		}
	}
	return storeErr(op, rows.Err())
}
