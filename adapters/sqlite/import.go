package sqlite

import (
	"context"
	"database/sql"
	"encoding/json"

	"github.com/palletshop/pallet/domain"
)

// ImportProducts creates or updates every row by SKU in one write
// transaction: a refused row rolls back the whole file.
func (s *Store) ImportProducts(ctx context.Context, products []domain.Product) (created, updated int, err error) {
	err = s.write(ctx, "import products", func(tx *sql.Tx) error {
		created, updated, err = importProducts(ctx, tx, products)
		return err
	})
	if err != nil {
		return 0, 0, err
	}
	return created, updated, nil
}

func importProducts(ctx context.Context, tx *sql.Tx, products []domain.Product) (created, updated int, err error) {
	existing, err := productIDsBySKU(ctx, tx, products)
	if err != nil {
		return 0, 0, err
	}
	insert, err := tx.PrepareContext(ctx, "INSERT INTO products ("+productColumns+") VALUES ("+placeholdersFor(productColumns)+")")
	if err != nil {
		return 0, 0, err
	}
	defer func() { _ = insert.Close() }()
	update, err := tx.PrepareContext(ctx, `UPDATE products SET name = ?, brand = ?, price_cents = ?, stock = ?, descriptions = ?,
		img = ?, min_order_quantity = ?, added_by = ?, updated_at = ?, sku = ?, price_breaks = ?, low_stock_threshold = ?,
		category = ?, attributes = ? WHERE id = ?`)
	if err != nil {
		return 0, 0, err
	}
	defer func() { _ = update.Close() }()
	for _, p := range products {
		if id, ok := existing[domain.SKUKey(p.SKU)]; ok {
			err = execImportUpdate(ctx, update, id, p)
			updated++
		} else {
			err = execImportInsert(ctx, insert, p)
			created++
		}
		if err = skuTaken(duplicateID(err, "Product")); err != nil {
			return 0, 0, err
		}
	}
	return created, updated, nil
}

// productIDsBySKU finds, in one query, the ids of the products that already
// have the rows' part numbers, keyed by domain.SKUKey. Two rows with one
// part number are refused.
func productIDsBySKU(ctx context.Context, tx *sql.Tx, products []domain.Product) (map[string]string, error) {
	skus := make([]string, 0, len(products))
	seen := make(map[string]bool, len(products))
	for _, p := range products {
		key := domain.SKUKey(p.SKU)
		if seen[key] {
			return nil, domain.ErrSKUTaken
		}
		seen[key] = true
		skus = append(skus, key)
	}
	list, err := json.Marshal(skus)
	if err != nil {
		return nil, err
	}
	type match struct{ id, sku string }
	found, err := queryAll(ctx, tx, "SELECT id, sku FROM products WHERE sku IN (SELECT value FROM json_each(?))", []any{string(list)},
		func(row rowScanner) (m match, err error) { return m, row.Scan(&m.id, &m.sku) })
	if err != nil {
		return nil, err
	}
	ids := make(map[string]string, len(found))
	for _, m := range found {
		ids[domain.SKUKey(m.sku)] = m.id
	}
	return ids, nil
}

func execImportInsert(ctx context.Context, insert *sql.Stmt, p domain.Product) error {
	values, err := productValues(p)
	if err == nil {
		_, err = insert.ExecContext(ctx, values...)
	}
	return err
}

// execImportUpdate saves row p over product id, which keeps its id, its
// creation time and whether its low stock was already alerted.
func execImportUpdate(ctx context.Context, update *sql.Stmt, id string, p domain.Product) error {
	breaks, err := encodePriceBreaks(p.PriceBreaks)
	if err != nil {
		return err
	}
	attributes, err := encodeAttributes(p.Attributes)
	if err == nil {
		_, err = update.ExecContext(ctx, p.Name, p.Brand, p.PriceCents, p.Stock, p.Descriptions, p.Img,
			p.MinOrderQuantity, p.AddedBy, toMillis(p.UpdatedAt), p.SKU, breaks, p.LowStockThreshold,
			p.Category, attributes, id)
	}
	return err
}
