package memory

import (
	"context"

	"github.com/palletshop/pallet/domain"
)

// ImportProducts checks every change under the lock before making any, so
// the catalogue gets all of them or none.
func (s *Store) ImportProducts(ctx context.Context, changes []domain.ProductChange) error {
	_, err := audited(ctx, s, productWrite(s, func() (struct{}, error) {
		if err := s.checkImportLocked(changes); err != nil {
			return struct{}{}, err
		}
		for _, c := range changes {
			id := c.ProductID()
			s.products[id] = importedOver(s.products[id], c)
		}
		return struct{}{}, nil
	}))
	return err
}

// checkImportLocked refuses a new part number that another product (or
// another new one) has, a new product under a taken id, and a change of a
// product that is gone.
func (s *Store) checkImportLocked(changes []domain.ProductChange) error {
	skuOwner := make(map[string]string, len(s.products))
	for id, p := range s.products {
		skuOwner[domain.SKUKey(p.SKU)] = id
	}
	claimed := make(map[string]bool, len(changes))
	for _, c := range changes {
		id, key := c.ProductID(), domain.SKUKey(c.After.SKU)
		if claimed[id] {
			return conflictID("Product")
		}
		claimed[id] = true
		if owner, taken := skuOwner[key]; taken && owner != id {
			return domain.ErrSKUTaken
		}
		skuOwner[key] = id
		_, exists := s.products[id]
		switch {
		case c.IsNew() && exists:
			return conflictID("Product")
		case !c.IsNew() && !exists:
			return domain.ErrImportedProductGone
		}
	}
	return nil
}

// importedOver is the change saved over the product as it is now, which
// keeps its id, its creation time and whether its low stock was already
// alerted.
func importedOver(current domain.Product, c domain.ProductChange) domain.Product {
	if c.IsNew() {
		return storedProduct(c.After)
	}
	p := c.Over(current)
	p.ID, p.CreatedAt, p.LowStockAlerted = current.ID, current.CreatedAt, current.LowStockAlerted
	return storedProduct(p)
}
