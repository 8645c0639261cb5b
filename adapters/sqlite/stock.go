package sqlite

import (
	"context"
	"database/sql"
	"errors"

	"github.com/palletshop/pallet/domain"
)

// takeStock takes each line's quantity off its product with a conditional
// update, in order. It tries every line, so a shortage names all the short
// and missing ones; the caller's transaction is then rolled back.
func takeStock(ctx context.Context, tx *sql.Tx, lines []domain.BookingLine) error {
	short := &domain.StockShortage{}
	for _, l := range lines {
		res, err := tx.ExecContext(ctx, "UPDATE products SET stock = stock - ? WHERE id = ? AND stock >= ?",
			l.Quantity, l.ProductID, l.Quantity)
		if err != nil {
			return err
		}
		taken, err := res.RowsAffected()
		if err != nil {
			return err
		}
		if taken == 0 {
			if err := explainShortLine(ctx, tx, l.ProductID, short); err != nil {
				return err
			}
		}
	}
	return short.Err()
}

// explainShortLine records why the conditional update of productID changed
// nothing: the product is gone, or this is all its stock.
func explainShortLine(ctx context.Context, tx *sql.Tx, productID string, short *domain.StockShortage) error {
	var stock int64
	err := tx.QueryRowContext(ctx, "SELECT stock FROM products WHERE id = ?", productID).Scan(&stock)
	switch {
	case errors.Is(err, sql.ErrNoRows):
		short.AddMissing(productID)
	case err != nil:
		return err
	default:
		short.AddShort(productID, stock)
	}
	return nil
}

// restock gives each line's quantity back to its product; a product that is
// gone updates no row.
func restock(ctx context.Context, tx *sql.Tx, lines []domain.BookingLine) error {
	for _, l := range lines {
		if _, err := tx.ExecContext(ctx, "UPDATE products SET stock = stock + ? WHERE id = ?", l.Quantity, l.ProductID); err != nil {
			return err
		}
	}
	return nil
}
