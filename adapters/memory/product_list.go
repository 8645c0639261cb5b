package memory

import (
	"cmp"
	"context"
	"slices"
	"strings"

	"github.com/palletshop/pallet/domain"
)

// ListProducts filters, sorts and pages the catalogue.
func (s *Store) ListProducts(_ context.Context, f domain.ProductFilter) (domain.Page[domain.Product], error) {
	s.mu.RLock()
	var matches []domain.Product
	for _, p := range s.products {
		if productMatches(p, f) {
			matches = append(matches, storedProduct(p))
		}
	}
	s.mu.RUnlock()
	slices.SortFunc(matches, productOrder(f.Sort))
	return pageOf(matches, f.PageRequest), nil
}

func productMatches(p domain.Product, f domain.ProductFilter) bool {
	if q := strings.ToLower(f.Query); q != "" && !containsFold(q, p.Name, p.Brand, p.Descriptions) {
		return false
	}
	if f.SKU != "" && domain.SKUKey(p.SKU) != domain.SKUKey(f.SKU) {
		return false
	}
	if f.Brand != "" && !strings.EqualFold(p.Brand, f.Brand) {
		return false
	}
	if f.MinPriceCents != nil && p.PriceCents < *f.MinPriceCents {
		return false
	}
	if f.MaxPriceCents != nil && p.PriceCents > *f.MaxPriceCents {
		return false
	}
	return !f.InStock || p.Orderable()
}

func containsFold(lowerNeedle string, fields ...string) bool {
	for _, field := range fields {
		if strings.Contains(strings.ToLower(field), lowerNeedle) {
			return true
		}
	}
	return false
}

// productOrder compares by the requested sort, then by id so paging is stable.
func productOrder(sort domain.ProductSort) func(a, b domain.Product) int {
	var primary func(a, b domain.Product) int
	switch sort {
	case domain.SortPriceAsc:
		primary = func(a, b domain.Product) int { return cmp.Compare(a.PriceCents, b.PriceCents) }
	case domain.SortPriceDesc:
		primary = func(a, b domain.Product) int { return cmp.Compare(b.PriceCents, a.PriceCents) }
	case domain.SortName:
		primary = func(a, b domain.Product) int { return cmp.Compare(strings.ToLower(a.Name), strings.ToLower(b.Name)) }
	default:
		primary = func(a, b domain.Product) int { return b.CreatedAt.Compare(a.CreatedAt) }
	}
	return func(a, b domain.Product) int { return cmp.Or(primary(a, b), cmp.Compare(a.ID, b.ID)) }
}
