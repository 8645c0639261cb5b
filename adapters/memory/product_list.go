package memory

import (
	"context"
	"slices"
	"strings"

	"github.com/palletshop/pallet/domain"
)

// ListProducts filters, sorts and pages the catalogue with the domain's
// reference rules.
func (s *Store) ListProducts(_ context.Context, f domain.ProductFilter) (domain.Page[domain.Product], error) {
	s.mu.RLock()
	var matches []domain.Product
	for _, p := range s.products {
		if f.Matches(p) {
			matches = append(matches, storedProduct(p))
		}
	}
	s.mu.RUnlock()
	slices.SortFunc(matches, func(a, b domain.Product) int {
		switch {
		case domain.LessProducts(a, b, f.Sort, f.Query):
			return -1
		case domain.LessProducts(b, a, f.Sort, f.Query):
			return 1
		}
		return 0
	})
	return pageOf(matches, f.PageRequest), nil
}

func containsFold(lowerNeedle string, fields ...string) bool {
	for _, field := range fields {
		if strings.Contains(strings.ToLower(field), lowerNeedle) {
			return true
		}
	}
	return false
}
