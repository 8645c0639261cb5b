package memory

import (
	"cmp"
	"context"
	"slices"
	"strings"

	"github.com/palletshop/pallet/domain"
)

func storedProduct(p domain.Product) domain.Product {
	p.CreatedAt, p.UpdatedAt = stored(p.CreatedAt), stored(p.UpdatedAt)
	return p
}

// CreateProduct adds p under the id it carries.
func (s *Store) CreateProduct(_ context.Context, p domain.Product) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if _, ok := s.products[p.ID]; ok {
		return conflictID("Product")
	}
	s.products[p.ID] = storedProduct(p)
	return nil
}

// GetProduct finds a product by id.
func (s *Store) GetProduct(_ context.Context, id string) (domain.Product, error) {
	s.mu.RLock()
	defer s.mu.RUnlock()
	p, ok := s.products[id]
	if !ok {
		return domain.Product{}, domain.NotFound("Product")
	}
	return p, nil
}

// UpdateProduct applies fn to a copy and keeps it only if fn succeeds.
func (s *Store) UpdateProduct(_ context.Context, id string, fn func(*domain.Product) error) (domain.Product, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	p, ok := s.products[id]
	if !ok {
		return domain.Product{}, domain.NotFound("Product")
	}
	if err := fn(&p); err != nil {
		return domain.Product{}, err
	}
	p.ID = id
	p = storedProduct(p)
	s.products[id] = p
	return p, nil
}

// DeleteProduct removes a product; its bookings keep their snapshot.
func (s *Store) DeleteProduct(_ context.Context, id string) error {
	return deleteByID(s, s.products, id, "Product")
}

// CountProducts counts the catalogue.
func (s *Store) CountProducts(context.Context) (int, error) {
	s.mu.RLock()
	defer s.mu.RUnlock()
	return len(s.products), nil
}

// ListBrands counts products per brand, sorted by brand name.
func (s *Store) ListBrands(context.Context) ([]domain.BrandCount, error) {
	s.mu.RLock()
	counts := map[string]int{}
	for _, p := range s.products {
		counts[p.Brand]++
	}
	s.mu.RUnlock()
	brands := make([]domain.BrandCount, 0, len(counts))
	for b, n := range counts {
		brands = append(brands, domain.BrandCount{Brand: b, Count: n})
	}
	slices.SortFunc(brands, func(a, b domain.BrandCount) int {
		return cmp.Or(cmp.Compare(strings.ToLower(a.Brand), strings.ToLower(b.Brand)), cmp.Compare(a.Brand, b.Brand))
	})
	return brands, nil
}
