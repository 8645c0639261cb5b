package memory

import (
	"context"

	"github.com/palletshop/pallet/domain"
)

// ImportProducts checks every row under the lock before changing any, so
// the catalogue gets all of them or none.
func (s *Store) ImportProducts(ctx context.Context, products []domain.Product) (created, updated int, err error) {
	counts, err := audited(ctx, s, productWrite(s, func() ([2]int, error) {
		created, updated, err := s.importLocked(products)
		return [2]int{created, updated}, err
	}))
	return counts[0], counts[1], err
}

func (s *Store) importLocked(products []domain.Product) (created, updated int, err error) {
	idBySKU := make(map[string]string, len(s.products))
	for id, p := range s.products {
		idBySKU[domain.SKUKey(p.SKU)] = id
	}
	staged := make(map[string]domain.Product, len(products))
	seen := make(map[string]bool, len(products))
	for _, p := range products {
		key := domain.SKUKey(p.SKU)
		if seen[key] {
			return 0, 0, domain.ErrSKUTaken
		}
		seen[key] = true
		if id, ok := idBySKU[key]; ok {
			staged[id] = importedOver(s.products[id], p)
			updated++
			continue
		}
		if _, taken := s.products[p.ID]; taken {
			return 0, 0, conflictID("Product")
		}
		if _, taken := staged[p.ID]; taken {
			return 0, 0, conflictID("Product")
		}
		staged[p.ID] = storedProduct(p)
		created++
	}
	for id, p := range staged {
		s.products[id] = p
	}
	return created, updated, nil
}

// importedOver is row saved over an existing product: the product keeps its
// id, its creation time and whether its low stock was already alerted.
func importedOver(existing, row domain.Product) domain.Product {
	row.ID, row.CreatedAt, row.LowStockAlerted = existing.ID, existing.CreatedAt, existing.LowStockAlerted
	return storedProduct(row)
}
