package sqlite

import (
	"context"
	"database/sql"
	"errors"

	"github.com/palletshop/pallet/domain"
)

// takeStock reserves each line from its product's warehouses, fastest
// first (domain.Product.Reserve), in order, and records the allocation and
// any backorder on the line. Writers take turns on the file (BEGIN
// IMMEDIATE), so the product read here is the one written back. It tries
// every line, so a shortage names all the short and missing ones; the
// caller's transaction is then rolled back.
func takeStock(ctx context.Context, tx *sql.Tx, lines []domain.BookingLine) error {
	order, err := warehouseOrder(ctx, tx)
	if err != nil {
		return err
	}
	short := &domain.StockShortage{}
	for i := range lines {
		l := &lines[i]
		p, err := getProduct(ctx, tx, l.ProductID)
		switch {
		case domain.IsCode(err, domain.CodeNotFound):
			short.AddMissing(l.ProductID)
			continue
		case err != nil:
			return err
		}
		allocs, backordered, ok := p.Reserve(l.Quantity, order)
		if !ok {
			short.AddShort(l.ProductID, p.Stock)
			continue
		}
		l.Allocations, l.BackorderedQuantity = allocs, backordered
		if err := saveStock(ctx, tx, p); err != nil {
			return err
		}
	}
	return short.Err()
}

// saveStock writes p's stock and where it is. The write numbers the
// product in the change feed, like every write to products.
func saveStock(ctx context.Context, tx *sql.Tx, p domain.Product) error {
	stocks, err := encodeWarehouseStocks(p.StockByWarehouse)
	if err != nil {
		return err
	}
	_, err = tx.ExecContext(ctx, "UPDATE products SET stock = ?, stock_by_warehouse = ? WHERE id = ?", p.Stock, stocks, p.ID)
	return err
}

// restock gives each line's reserved pieces back to the warehouses they
// came from; a product that is gone is skipped.
func restock(ctx context.Context, tx *sql.Tx, lines []domain.BookingLine) error {
	order, err := warehouseOrder(ctx, tx)
	if err != nil {
		return err
	}
	for _, l := range lines {
		p, err := getProduct(ctx, tx, l.ProductID)
		if errors.Is(err, sql.ErrNoRows) || domain.IsCode(err, domain.CodeNotFound) {
			continue
		}
		if err != nil {
			return err
		}
		p.GiveBack(l.Reserved(), order)
		if err := saveStock(ctx, tx, p); err != nil {
			return err
		}
	}
	return nil
}
