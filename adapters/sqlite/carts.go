package sqlite

import (
	"context"
	"database/sql"
	"time"

	"github.com/palletshop/pallet/domain"
)

func getCart(ctx context.Context, db querier, userID string) (domain.Cart, error) {
	lines, err := queryAll(ctx, db, "SELECT product_id, quantity, added_at FROM cart_lines WHERE user_id = ? ORDER BY added_at, rowid",
		[]any{userID}, scanCartLine)
	return domain.Cart{UserID: userID, Lines: lines}, err
}

func scanCartLine(row rowScanner) (domain.CartLine, error) {
	var l domain.CartLine
	var added int64
	err := row.Scan(&l.ProductID, &l.Quantity, &added)
	l.AddedAt = fromMillis(added)
	return l, err
}

// GetCart returns the user's cart, empty if they have none.
func (s *Store) GetCart(ctx context.Context, userID string) (domain.Cart, error) {
	c, err := getCart(ctx, s.reader, userID)
	return c, storeErr("get cart", err)
}

// SetCartLine sets the line's quantity, keeping its place and added time if
// the product is already in the cart, or adds it at the end.
func (s *Store) SetCartLine(ctx context.Context, userID string, line domain.CartLine) (domain.Cart, error) {
	return s.changeCart(ctx, "set cart line", userID, func(tx *sql.Tx) error {
		_, err := tx.ExecContext(ctx, `INSERT INTO cart_lines (user_id, product_id, quantity, added_at) VALUES (?, ?, ?, ?)
			ON CONFLICT (user_id, product_id) DO UPDATE SET quantity = excluded.quantity`,
			userID, line.ProductID, line.Quantity, toMillis(addedAt(line)))
		return err
	})
}

// RemoveCartLine drops the product from the cart; removing an absent line is fine.
func (s *Store) RemoveCartLine(ctx context.Context, userID, productID string) (domain.Cart, error) {
	return s.changeCart(ctx, "remove cart line", userID, func(tx *sql.Tx) error {
		_, err := tx.ExecContext(ctx, "DELETE FROM cart_lines WHERE user_id = ? AND product_id = ?", userID, productID)
		return err
	})
}

// ClearCart empties the user's cart.
func (s *Store) ClearCart(ctx context.Context, userID string) error {
	_, err := s.writer.ExecContext(ctx, "DELETE FROM cart_lines WHERE user_id = ?", userID)
	return storeErr("clear cart", err)
}

// changeCart runs change and reads the cart back in the same write transaction.
func (s *Store) changeCart(ctx context.Context, op, userID string, change func(*sql.Tx) error) (domain.Cart, error) {
	var c domain.Cart
	err := s.write(ctx, op, func(tx *sql.Tx) (err error) {
		if err = change(tx); err != nil {
			return err
		}
		c, err = getCart(ctx, tx, userID)
		return err
	})
	return c, err
}

// addedAt is when the line was added; a line without a time is added now.
func addedAt(l domain.CartLine) time.Time {
	if l.AddedAt.IsZero() {
		return time.Now()
	}
	return l.AddedAt
}
