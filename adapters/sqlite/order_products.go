package sqlite

import (
	"context"
	"strings"

	"github.com/palletshop/pallet/domain"
)

// productIDsPerQuery keeps each IN list well below SQLite's limit on
// bound parameters.
const productIDsPerQuery = 500

// GetProducts returns the products with these ids that exist.
func (s *Store) GetProducts(ctx context.Context, ids []string) ([]domain.Product, error) {
	products := []domain.Product{}
	for start := 0; start < len(ids); start += productIDsPerQuery {
		chunk := ids[start:min(start+productIDsPerQuery, len(ids))]
		args := make([]any, len(chunk))
		for i, id := range chunk {
			args[i] = id
		}
		query := "SELECT " + productColumns + " FROM products WHERE id IN (?" + strings.Repeat(",?", len(chunk)-1) + ")"
		found, err := queryAll(ctx, s.reader, query, args, scanProduct)
		if err != nil {
			return nil, storeErr("get products", err)
		}
		products = append(products, found...)
	}
	return products, nil
}
