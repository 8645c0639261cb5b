package sqlite

import (
	"context"
	"database/sql"

	"github.com/palletshop/pallet/domain"
)

// lowStock is domain.Product.LowOnStock in SQL.
const lowStock = "stock <= MAX(low_stock_threshold, min_order_quantity - 1)"

// ClaimLowStockAlerts unmarks the products back above their threshold, then
// marks and returns those that just crossed it, in one write transaction.
func (s *Store) ClaimLowStockAlerts(ctx context.Context) ([]domain.Product, error) {
	var crossed []domain.Product
	err := s.write(ctx, "claim low-stock alerts", func(tx *sql.Tx) (err error) {
		if _, err = tx.ExecContext(ctx, "UPDATE products SET low_stock_alerted = 0 WHERE low_stock_alerted = 1 AND NOT ("+lowStock+")"); err != nil {
			return err
		}
		crossed, err = queryAll(ctx, tx, "UPDATE products SET low_stock_alerted = 1 WHERE low_stock_alerted = 0 AND "+lowStock+
			" RETURNING "+productColumns, nil, scanProduct)
		return err
	})
	return crossed, err
}
