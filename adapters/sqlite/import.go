package sqlite

import (
	"context"
	"database/sql"
	"encoding/json"
	"slices"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// importStep is how many changes one write transaction of an import saves:
// few enough that a buyer's write queued behind it waits a fraction of a
// second, however large the file.
const importStep = 500

// stepUndo is what one step of an import did, saved with it so the step can
// be taken back.
type stepUndo struct {
	Created []string               // products the step added
	Changed []domain.ProductChange // products the step changed, before and after
	Audit   []string               // audit entries the step wrote
}

// ImportProducts writes the changes in steps of importStep, each one short
// transaction that also records how to take it back, then marks the import
// done in one more. When a step fails, the steps before it are taken back;
// when the process stops midway, RecoverImports takes them back at the next
// start. The audit entries about a product are written in that product's
// step, the others (the import's summary) in the last.
func (s *Store) ImportProducts(ctx context.Context, changes []domain.ProductChange) error {
	if err := checkImportChanges(changes); err != nil {
		return err
	}
	entries := ports.AuditTrailFrom(ctx).Entries()
	importID := domain.NewID()
	if _, err := s.writer.ExecContext(ctx, "INSERT INTO product_imports (id) VALUES (?)", importID); err != nil {
		return storeErr("begin import", err)
	}
	about, rest := auditByTarget(entries, changes)
	step := 0
	for part := range slices.Chunk(changes, importStep) {
		var stepEntries []domain.AuditEntry
		for _, c := range part {
			stepEntries = append(stepEntries, about[c.ProductID()]...)
		}
		if err := s.importStep(ctx, importID, step, part, stepEntries); err != nil {
			return s.abandonImport(ctx, importID, err)
		}
		step++
	}
	err := s.write(withTrail(ctx, rest), "finish import", func(tx *sql.Tx) error {
		_, err := tx.ExecContext(ctx, "UPDATE product_imports SET done = 1 WHERE id = ?", importID)
		return err
	})
	if err != nil {
		return s.abandonImport(ctx, importID, err)
	}
	s.forgetImport(context.WithoutCancel(ctx), importID)
	return nil
}

// checkImportChanges refuses, before anything is written, a part number or
// a product id that two changes share.
func checkImportChanges(changes []domain.ProductChange) error {
	skus := make(map[string]bool, len(changes))
	ids := make(map[string]bool, len(changes))
	for _, c := range changes {
		sku, id := domain.SKUKey(c.After.SKU), c.ProductID()
		if skus[sku] {
			return domain.ErrSKUTaken
		}
		if ids[id] {
			return domain.Errorf(domain.CodeConflict, "Product already exists")
		}
		skus[sku], ids[id] = true, true
	}
	return nil
}

// auditByTarget splits entries into those about the products of changes,
// by product, and the rest, each in its order.
func auditByTarget(entries []domain.AuditEntry, changes []domain.ProductChange) (about map[string][]domain.AuditEntry, rest []domain.AuditEntry) {
	about = make(map[string][]domain.AuditEntry, len(changes))
	for _, c := range changes {
		about[c.ProductID()] = nil
	}
	for _, e := range entries {
		if list, ours := about[e.Target]; ours {
			about[e.Target] = append(list, e)
		} else {
			rest = append(rest, e)
		}
	}
	return about, rest
}

// withTrail is ctx carrying a trail of just entries, for one step's write.
func withTrail(ctx context.Context, entries []domain.AuditEntry) context.Context {
	ctx, trail := ports.WithAuditTrail(ctx)
	for _, e := range entries {
		trail.Record(e)
	}
	return ctx
}

// importStep saves one step's changes, its audit entries and how to take
// them back, in one transaction.
func (s *Store) importStep(ctx context.Context, importID string, step int, changes []domain.ProductChange, entries []domain.AuditEntry) error {
	undo := stepUndo{}
	for _, e := range entries {
		undo.Audit = append(undo.Audit, e.ID)
	}
	return s.write(withTrail(ctx, entries), "import products", func(tx *sql.Tx) error {
		w, err := prepareProductWrites(ctx, tx)
		if err != nil {
			return err
		}
		defer w.close()
		current, err := productsByIDIn(ctx, tx, changedIDs(changes))
		if err != nil {
			return err
		}
		for _, c := range changes {
			if c.IsNew() {
				err = w.insert(ctx, c.After)
				undo.Created = append(undo.Created, c.After.ID)
			} else if now, ok := current[c.Before.ID]; ok {
				err = w.update(ctx, c.Over(now))
				undo.Changed = append(undo.Changed, c.Trimmed())
			} else {
				err = domain.ErrImportedProductGone
			}
			if err != nil {
				return err
			}
		}
		return saveStepUndo(ctx, tx, importID, step, undo)
	})
}

func saveStepUndo(ctx context.Context, tx *sql.Tx, importID string, step int, undo stepUndo) error {
	raw, err := json.Marshal(undo)
	if err != nil {
		return err
	}
	if _, err := tx.ExecContext(ctx, "INSERT INTO product_import_steps (import_id, step, undo) VALUES (?, ?, ?)", importID, step, string(raw)); err != nil {
		return err
	}
	ids, err := json.Marshal(undo.Audit)
	if err == nil && len(undo.Audit) > 0 {
		_, err = tx.ExecContext(ctx, "INSERT INTO product_import_audit (audit_id, import_id) SELECT value, ? FROM json_each(?)", importID, string(ids))
	}
	return err
}

func changedIDs(changes []domain.ProductChange) []string {
	ids := make([]string, 0, len(changes))
	for _, c := range changes {
		if !c.IsNew() {
			ids = append(ids, c.Before.ID)
		}
	}
	return ids
}

// productsByIDIn reads, inside tx, the products with these ids, by id.
func productsByIDIn(ctx context.Context, tx *sql.Tx, ids []string) (map[string]domain.Product, error) {
	if len(ids) == 0 {
		return nil, nil
	}
	list, err := json.Marshal(ids)
	if err != nil {
		return nil, err
	}
	found, err := queryAll(ctx, tx, "SELECT "+productColumns+" FROM products WHERE id IN (SELECT value FROM json_each(?))",
		[]any{string(list)}, scanProduct)
	if err != nil {
		return nil, err
	}
	byID := make(map[string]domain.Product, len(found))
	for _, p := range found {
		byID[p.ID] = p
	}
	return byID, nil
}

// productWrites are an import step's prepared statements.
type productWrites struct{ insertStmt, updateStmt *sql.Stmt }

func prepareProductWrites(ctx context.Context, tx *sql.Tx) (*productWrites, error) {
	// The row takes the change feed's next number itself, so the numbering
	// trigger needn't write it a second time (migration 00016).
	insert, err := tx.PrepareContext(ctx, "INSERT INTO products ("+productColumns+", seq) VALUES ("+placeholdersFor(productColumns)+
		", (SELECT seq + 1 FROM product_sequence))")
	if err != nil {
		return nil, err
	}
	update, err := tx.PrepareContext(ctx, `UPDATE products SET name = ?, brand = ?, price_cents = ?, stock = ?, descriptions = ?,
		img = ?, min_order_quantity = ?, updated_at = ?, sku = ?, price_breaks = ?, low_stock_threshold = ?,
		category = ?, attributes = ?, stock_by_warehouse = ?, backorderable = ?, restock_days = ? WHERE id = ?`)
	if err != nil {
		_ = insert.Close()
		return nil, err
	}
	return &productWrites{insertStmt: insert, updateStmt: update}, nil
}

func (w *productWrites) close() { _ = w.insertStmt.Close(); _ = w.updateStmt.Close() }

func (w *productWrites) insert(ctx context.Context, p domain.Product) error {
	values, err := productValues(p)
	if err == nil {
		_, err = w.insertStmt.ExecContext(ctx, values...)
	}
	return skuTaken(duplicateID(err, "Product"))
}

// update saves the fields an import sets; the product keeps its id, who
// added it, its creation time and whether its low stock was alerted.
func (w *productWrites) update(ctx context.Context, p domain.Product) error {
	breaks, err := encodePriceBreaks(p.PriceBreaks)
	if err != nil {
		return err
	}
	attributes, err := encodeAttributes(p.Attributes)
	if err != nil {
		return err
	}
	p.SettleStock()
	stocks, err := encodeWarehouseStocks(p.StockByWarehouse)
	if err != nil {
		return err
	}
	_, err = w.updateStmt.ExecContext(ctx, p.Name, p.Brand, p.PriceCents, p.Stock, p.Descriptions, p.Img,
		p.MinOrderQuantity, toMillis(p.UpdatedAt), p.SKU, breaks, p.LowStockThreshold, p.Category, attributes,
		stocks, p.Backorderable, p.RestockDays, p.ID)
	return skuTaken(err)
}
