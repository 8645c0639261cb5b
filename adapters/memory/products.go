package memory

import (
	"context"
	"maps"
	"slices"

	"github.com/palletshop/pallet/domain"
)

func storedProduct(p domain.Product) domain.Product {
	p.SettleStock() // a fresh map, never shared
	p.CreatedAt, p.UpdatedAt = stored(p.CreatedAt), stored(p.UpdatedAt)
	if len(p.PriceBreaks) == 0 {
		p.PriceBreaks = nil
	} else {
		p.PriceBreaks = slices.Clone(p.PriceBreaks)
	}
	if len(p.Attributes) == 0 {
		p.Attributes = nil
	} else {
		p.Attributes = maps.Clone(p.Attributes)
	}
	return p
}

// CreateProduct adds p under the id it carries.
func (s *Store) CreateProduct(ctx context.Context, p domain.Product) error {
	_, err := audited(ctx, s, productWrite(s, func() (struct{}, error) {
		if _, ok := s.products[p.ID]; ok {
			return struct{}{}, conflictID("Product")
		}
		if s.skuTakenLocked(p.SKU, p.ID) {
			return struct{}{}, domain.ErrSKUTaken
		}
		s.products[p.ID] = storedProduct(p)
		return struct{}{}, nil
	}))
	return err
}

// skuTakenLocked reports whether a product other than exceptID has sku,
// whatever its case.
func (s *Store) skuTakenLocked(sku, exceptID string) bool {
	key := domain.SKUKey(sku)
	for id, other := range s.products {
		if id != exceptID && domain.SKUKey(other.SKU) == key {
			return true
		}
	}
	return false
}

// GetProduct finds a product by id.
func (s *Store) GetProduct(_ context.Context, id string) (domain.Product, error) {
	s.mu.RLock()
	defer s.mu.RUnlock()
	p, ok := s.products[id]
	if !ok {
		return domain.Product{}, domain.NotFound("Product")
	}
	return storedProduct(p), nil
}

// GetProductsBySKU returns the products with these part numbers, whatever their case.
func (s *Store) GetProductsBySKU(_ context.Context, skus []string) ([]domain.Product, error) {
	wanted := make(map[string]bool, len(skus))
	for _, sku := range skus {
		if key := domain.SKUKey(sku); key != "" {
			wanted[key] = true
		}
	}
	s.mu.RLock()
	defer s.mu.RUnlock()
	found := []domain.Product{}
	for _, p := range s.products {
		if wanted[domain.SKUKey(p.SKU)] {
			found = append(found, storedProduct(p))
		}
	}
	return found, nil
}

// UpdateProduct applies fn to a copy and keeps it only if fn succeeds.
func (s *Store) UpdateProduct(ctx context.Context, id string, fn func(*domain.Product) error) (domain.Product, error) {
	return audited(ctx, s, productWrite(s, func() (domain.Product, error) { return s.updateProductLocked(id, fn) }))
}

func (s *Store) updateProductLocked(id string, fn func(*domain.Product) error) (domain.Product, error) {
	p, ok := s.products[id]
	if !ok {
		return domain.Product{}, domain.NotFound("Product")
	}
	p = storedProduct(p)
	if err := fn(&p); err != nil {
		return domain.Product{}, err
	}
	if s.skuTakenLocked(p.SKU, id) {
		return domain.Product{}, domain.ErrSKUTaken
	}
	p.ID = id
	p = storedProduct(p)
	s.products[id] = p
	return storedProduct(p), nil
}

// DeleteProduct removes a product; its bookings keep their snapshot.
func (s *Store) DeleteProduct(ctx context.Context, id string) error {
	_, err := audited(ctx, s, productWrite(s, func() (struct{}, error) {
		return struct{}{}, deleteByIDLocked(s.products, id, "Product")
	}))
	return err
}

// CountProducts counts the catalogue.
func (s *Store) CountProducts(context.Context) (int, error) {
	s.mu.RLock()
	defer s.mu.RUnlock()
	return len(s.products), nil
}
