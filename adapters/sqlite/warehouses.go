package sqlite

import (
	"context"
	"database/sql"
	"encoding/json"
	"slices"

	"github.com/palletshop/pallet/domain"
)

const warehouseColumns = "code, name, address, lead_time_days, position"

func scanWarehouse(row rowScanner) (w domain.Warehouse, err error) {
	err = row.Scan(&w.Code, &w.Name, &w.Address, &w.LeadTimeDays, &w.Position)
	return w, err
}

func listWarehouses(ctx context.Context, db querier) ([]domain.Warehouse, error) {
	return queryAll(ctx, db, "SELECT "+warehouseColumns+" FROM warehouses ORDER BY lead_time_days, position, code", nil, scanWarehouse)
}

// warehouseOrder is the codes in the order stock is taken from them.
func warehouseOrder(ctx context.Context, db querier) ([]string, error) {
	ws, err := listWarehouses(ctx, db)
	return domain.WarehouseCodes(ws), err
}

// ListWarehouses returns the warehouses in taking order.
func (s *Store) ListWarehouses(ctx context.Context) ([]domain.Warehouse, error) {
	ws, err := listWarehouses(ctx, s.reader)
	return ws, storeErr("list warehouses", err)
}

// SaveWarehouse creates or replaces the warehouse with w's code.
func (s *Store) SaveWarehouse(ctx context.Context, w domain.Warehouse) error {
	return s.write(ctx, "save warehouse", func(tx *sql.Tx) error {
		var exists bool
		var count int
		if err := tx.QueryRowContext(ctx, "SELECT EXISTS (SELECT 1 FROM warehouses WHERE code = ?), (SELECT COUNT(*) FROM warehouses)",
			w.Code).Scan(&exists, &count); err != nil {
			return err
		}
		if !exists && count >= domain.MaxWarehouses {
			return domain.ErrTooManyWarehouses
		}
		_, err := tx.ExecContext(ctx, `INSERT INTO warehouses (`+warehouseColumns+`) VALUES (?, ?, ?, ?, ?)
			ON CONFLICT (code) DO UPDATE SET name = excluded.name, address = excluded.address,
			lead_time_days = excluded.lead_time_days, position = excluded.position`,
			w.Code, w.Name, w.Address, w.LeadTimeDays, w.Position)
		return err
	})
}

// DeleteWarehouse checks and deletes in one write transaction.
func (s *Store) DeleteWarehouse(ctx context.Context, code string) error {
	return s.write(ctx, "delete warehouse", func(tx *sql.Tx) error {
		ws, err := listWarehouses(ctx, tx)
		if err != nil {
			return err
		}
		held, err := warehouseHoldsStock(ctx, tx, code)
		if err != nil {
			return err
		}
		if err := domain.CheckWarehouseDelete(code, ws, held); err != nil {
			return err
		}
		_, err = tx.ExecContext(ctx, "DELETE FROM warehouses WHERE code = ?", code)
		return err
	})
}

// warehouseHoldsStock reports whether any product has pieces in code; main
// also holds the stock of every product that records no split.
func warehouseHoldsStock(ctx context.Context, tx *sql.Tx, code string) (bool, error) {
	var held bool
	err := tx.QueryRowContext(ctx, `SELECT EXISTS (SELECT 1 FROM products, json_each(products.stock_by_warehouse) j
		WHERE products.stock_by_warehouse <> '' AND j.key = ? AND j.value > 0)
		OR (? = 'main' AND EXISTS (SELECT 1 FROM products WHERE stock_by_warehouse = '' AND stock > 0))`, code, code).Scan(&held)
	return held, err
}

// FillBackorders offers the product's stock to its waiting bookings,
// longest ready to ship first (domain.FirstToFill), in one write
// transaction.
func (s *Store) FillBackorders(ctx context.Context, productID string, fill func(*domain.Booking, *domain.Product) bool) ([]domain.Booking, error) {
	var changed []domain.Booking
	err := s.write(ctx, "fill backorders", func(tx *sql.Tx) error {
		p, err := getProduct(ctx, tx, productID)
		if err != nil {
			return err
		}
		waiting, err := bookingsWaitingFor(ctx, tx, productID)
		if err != nil {
			return err
		}
		for _, b := range waiting {
			if !fill(&b, &p) {
				continue
			}
			if err := saveBooking(ctx, tx, b); err != nil {
				return err
			}
			if err := enqueueMail(ctx, tx, b.Outbox); err != nil {
				return err
			}
			changed = append(changed, asStored(b))
		}
		return saveStock(ctx, tx, p)
	})
	return changed, err
}

// bookingsWaitingFor is domain.Booking.WaitsForStock of productID, in
// domain.FirstToFill order. The query selects every status CanShip may
// allow, with a backordered line of the product; the domain decides.
func bookingsWaitingFor(ctx context.Context, tx *sql.Tx, productID string) ([]domain.Booking, error) {
	candidates, err := queryAll(ctx, tx, "SELECT "+bookingColumns+` FROM bookings WHERE status IN (?, ?, ?, ?) AND EXISTS (
		SELECT 1 FROM json_each(bookings.lines) j WHERE j.value ->> 'productId' = ? AND j.value ->> 'backorderedQuantity' > 0)`,
		[]any{domain.StatusPaid, domain.StatusPartiallyShipped, domain.StatusPartiallyRefunded, domain.StatusUnpaid, productID}, scanBooking)
	if err != nil {
		return nil, err
	}
	waiting := slices.DeleteFunc(candidates, func(b domain.Booking) bool { return !b.WaitsForStock(productID) })
	slices.SortFunc(waiting, domain.FirstToFill)
	return waiting, nil
}

// encodeWarehouseStocks writes the split as a JSON object, ” for none.
func encodeWarehouseStocks(stocks map[string]int64) (string, error) {
	if len(stocks) == 0 {
		return "", nil
	}
	data, err := json.Marshal(stocks)
	return string(data), err
}

func decodeWarehouseStocks(data string) (map[string]int64, error) {
	if data == "" {
		return nil, nil
	}
	var stocks map[string]int64
	err := json.Unmarshal([]byte(data), &stocks)
	return stocks, err
}
