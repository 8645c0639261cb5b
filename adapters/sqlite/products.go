package sqlite

import (
	"context"
	"database/sql"
	"errors"

	"github.com/palletshop/pallet/domain"
)

const productColumns = `id, name, brand, price_cents, stock, descriptions, img, min_order_quantity, added_by, created_at, updated_at,
	sku, price_breaks, low_stock_threshold, low_stock_alerted, category, attributes, stock_by_warehouse, backorderable, restock_days`

func scanProduct(row rowScanner) (domain.Product, error) {
	var p domain.Product
	var created, updated int64
	var breaks, attributes, stocks string
	err := row.Scan(&p.ID, &p.Name, &p.Brand, &p.PriceCents, &p.Stock, &p.Descriptions, &p.Img,
		&p.MinOrderQuantity, &p.AddedBy, &created, &updated, &p.SKU, &breaks, &p.LowStockThreshold, &p.LowStockAlerted,
		&p.Category, &attributes, &stocks, &p.Backorderable, &p.RestockDays)
	if err != nil {
		return domain.Product{}, err
	}
	p.CreatedAt, p.UpdatedAt = fromMillis(created), fromMillis(updated)
	if p.PriceBreaks, err = decodePriceBreaks(breaks); err != nil {
		return domain.Product{}, err
	}
	if p.Attributes, err = decodeAttributes(attributes); err != nil {
		return domain.Product{}, err
	}
	p.StockByWarehouse, err = decodeWarehouseStocks(stocks)
	return p, err
}

func productValues(p domain.Product) ([]any, error) {
	breaks, err := encodePriceBreaks(p.PriceBreaks)
	if err != nil {
		return nil, err
	}
	attributes, err := encodeAttributes(p.Attributes)
	if err != nil {
		return nil, err
	}
	p.SettleStock()
	stocks, err := encodeWarehouseStocks(p.StockByWarehouse)
	if err != nil {
		return nil, err
	}
	return []any{p.ID, p.Name, p.Brand, p.PriceCents, p.Stock, p.Descriptions, p.Img,
		p.MinOrderQuantity, p.AddedBy, toMillis(p.CreatedAt), toMillis(p.UpdatedAt), p.SKU, breaks,
		p.LowStockThreshold, p.LowStockAlerted, p.Category, attributes, stocks, p.Backorderable, p.RestockDays}, nil
}

// CreateProduct inserts p under the id it carries.
func (s *Store) CreateProduct(ctx context.Context, p domain.Product) error {
	values, err := productValues(p)
	if err != nil {
		return storeErr("create product", err)
	}
	return s.write(ctx, "create product", func(tx *sql.Tx) error {
		_, err := tx.ExecContext(ctx, "INSERT INTO products ("+productColumns+") VALUES ("+placeholdersFor(productColumns)+")", values...)
		return skuTaken(duplicateID(err, "Product"))
	})
}

func getProduct(ctx context.Context, db rowQuerier, id string) (domain.Product, error) {
	p, err := scanProduct(db.QueryRowContext(ctx, "SELECT "+productColumns+" FROM products WHERE id = ?", id))
	if errors.Is(err, sql.ErrNoRows) {
		return domain.Product{}, domain.NotFound("Product")
	}
	return p, err
}

type rowQuerier interface {
	QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row
}

// GetProduct finds a product by id.
func (s *Store) GetProduct(ctx context.Context, id string) (domain.Product, error) {
	p, err := getProduct(ctx, s.reader, id)
	return p, storeErr("get product", err)
}

// UpdateProduct loads, changes and saves a product in one write transaction.
func (s *Store) UpdateProduct(ctx context.Context, id string, fn func(*domain.Product) error) (domain.Product, error) {
	var p domain.Product
	err := s.write(ctx, "update product", func(tx *sql.Tx) error {
		var err error
		if p, err = getProduct(ctx, tx, id); err != nil {
			return err
		}
		if err := fn(&p); err != nil {
			return err
		}
		p.ID = id
		values, err := productValues(p)
		if err != nil {
			return err
		}
		_, err = tx.ExecContext(ctx, `UPDATE products SET name = ?, brand = ?, price_cents = ?, stock = ?,
			descriptions = ?, img = ?, min_order_quantity = ?, added_by = ?, created_at = ?, updated_at = ?,
			sku = ?, price_breaks = ?, low_stock_threshold = ?, low_stock_alerted = ?, category = ?, attributes = ?,
			stock_by_warehouse = ?, backorderable = ?, restock_days = ? WHERE id = ?`, append(values[1:], id)...)
		return skuTaken(err)
	})
	if err != nil {
		return domain.Product{}, err
	}
	return normalized(p), nil
}

// normalized is p as it reads back from the file: milliseconds, UTC, no
// attributes as nil.
func normalized(p domain.Product) domain.Product {
	p.SettleStock()
	p.CreatedAt, p.UpdatedAt = fromMillis(toMillis(p.CreatedAt)), fromMillis(toMillis(p.UpdatedAt))
	if len(p.Attributes) == 0 {
		p.Attributes = nil
	}
	return p
}

// DeleteProduct removes a product; its bookings keep their snapshot.
func (s *Store) DeleteProduct(ctx context.Context, id string) error {
	return s.write(ctx, "delete product", func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, "DELETE FROM products WHERE id = ?", id)
		return affectedOne(res, err, "Product")
	})
}

// CountProducts counts the catalogue.
func (s *Store) CountProducts(ctx context.Context) (int, error) {
	var n int
	err := s.reader.QueryRowContext(ctx, "SELECT COUNT(*) FROM products").Scan(&n)
	return n, storeErr("count products", err)
}
