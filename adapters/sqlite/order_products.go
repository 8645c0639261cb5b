package sqlite

import (
	"context"
	"slices"
	"strings"

	"github.com/palletshop/pallet/domain"
)

// productIDsPerQuery keeps each IN list well below SQLite's limit on
// bound parameters.
const productIDsPerQuery = 500

// GetProducts returns the products with these ids that exist.
func (s *Store) GetProducts(ctx context.Context, ids []string) ([]domain.Product, error) {
	products, err := s.productsWhereIn(ctx, "id", ids)
	return products, storeErr("get products", err)
}

// GetProductsBySKU returns the products with these part numbers, whatever
// their case: the sku column compares NOCASE.
func (s *Store) GetProductsBySKU(ctx context.Context, skus []string) ([]domain.Product, error) {
	keys := make([]string, 0, len(skus))
	for _, sku := range skus {
		if key := domain.SKUKey(sku); key != "" && !slices.Contains(keys, key) {
			keys = append(keys, key)
		}
	}
	products, err := s.productsWhereIn(ctx, "sku", keys)
	return products, storeErr("get products by sku", err)
}

// productsWhereIn reads the products whose column is one of values, a
// chunk of values per query.
func (s *Store) productsWhereIn(ctx context.Context, column string, values []string) ([]domain.Product, error) {
	products := []domain.Product{}
	for start := 0; start < len(values); start += productIDsPerQuery {
		chunk := values[start:min(start+productIDsPerQuery, len(values))]
		args := make([]any, len(chunk))
		for i, v := range chunk {
			args[i] = v
		}
		query := "SELECT " + productColumns + " FROM products WHERE " + column + " IN (?" + strings.Repeat(",?", len(chunk)-1) + ")"
		found, err := queryAll(ctx, s.reader, query, args, scanProduct)
		if err != nil {
			return nil, err
		}
		products = append(products, found...)
	}
	return products, nil
}
