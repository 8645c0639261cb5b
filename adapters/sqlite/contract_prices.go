package sqlite

import (
	"context"
	"database/sql"
	"strings"

	"github.com/palletshop/pallet/domain"
)

// ContractPrices lists the company's prices by SKU.
func (s *Store) ContractPrices(ctx context.Context, companyID string) ([]domain.ContractPrice, error) {
	rows, err := s.reader.QueryContext(ctx, `SELECT product_id, sku, unit_price_cents FROM contract_prices
		WHERE company_id = ? ORDER BY sku`, companyID)
	if err != nil {
		return nil, storeErr("contract prices", err)
	}
	defer func() { _ = rows.Close() }()
	prices := []domain.ContractPrice{}
	for rows.Next() {
		var p domain.ContractPrice
		if err := rows.Scan(&p.ProductID, &p.SKU, &p.UnitPriceCents); err != nil {
			return nil, storeErr("contract prices", err)
		}
		prices = append(prices, p)
	}
	return prices, storeErr("contract prices", rows.Err())
}

// ReplaceContractPrices replaces the company's list in one transaction.
func (s *Store) ReplaceContractPrices(ctx context.Context, companyID string, prices []domain.ContractPrice) error {
	return s.write(ctx, "replace contract prices", func(tx *sql.Tx) error {
		var exists bool
		if err := tx.QueryRowContext(ctx, "SELECT EXISTS (SELECT 1 FROM companies WHERE id = ?)", companyID).Scan(&exists); err != nil {
			return err
		}
		if !exists {
			return domain.NotFound("Company")
		}
		if _, err := tx.ExecContext(ctx, "DELETE FROM contract_prices WHERE company_id = ?", companyID); err != nil {
			return err
		}
		stmt, err := tx.PrepareContext(ctx, `INSERT INTO contract_prices (company_id, product_id, sku, unit_price_cents)
			VALUES (?, ?, ?, ?) ON CONFLICT (company_id, product_id) DO UPDATE SET sku = excluded.sku,
			unit_price_cents = excluded.unit_price_cents`)
		if err != nil {
			return err
		}
		defer func() { _ = stmt.Close() }()
		for _, p := range prices {
			if _, err := stmt.ExecContext(ctx, companyID, p.ProductID, p.SKU, p.UnitPriceCents); err != nil {
				return err
			}
		}
		return nil
	})
}

// ContractPricesFor are the company's prices of these products.
func (s *Store) ContractPricesFor(ctx context.Context, companyID string, productIDs []string) (map[string]int64, error) {
	out := map[string]int64{}
	if len(productIDs) == 0 {
		return out, nil
	}
	args := append([]any{companyID}, anySlice(productIDs)...)
	rows, err := s.reader.QueryContext(ctx, `SELECT product_id, unit_price_cents FROM contract_prices
		WHERE company_id = ? AND product_id IN (`+strings.TrimSuffix(strings.Repeat("?, ", len(productIDs)), ", ")+`)`, args...)
	if err != nil {
		return nil, storeErr("contract prices for", err)
	}
	defer func() { _ = rows.Close() }()
	for rows.Next() {
		var id string
		var cents int64
		if err := rows.Scan(&id, &cents); err != nil {
			return nil, storeErr("contract prices for", err)
		}
		out[id] = cents
	}
	return out, storeErr("contract prices for", rows.Err())
}

func anySlice(values []string) []any {
	out := make([]any, len(values))
	for i, v := range values {
		out[i] = v
	}
	return out
}
