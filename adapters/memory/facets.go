package memory

import (
	"context"

	"github.com/palletshop/pallet/domain"
)

// ProductFacets counts brands, categories and the values of each asked-for
// attribute, each over the filter without its own part.
func (s *Store) ProductFacets(_ context.Context, f domain.ProductFilter, attributeKeys []string) (domain.ProductFacets, error) {
	byBrand, byCategory := f.WithoutFacet(domain.FacetBrand), f.WithoutFacet(domain.FacetCategory)
	brands, categories := map[string]int{}, map[string]int{}
	attributes := make(map[string]map[string]int, len(attributeKeys))
	byAttribute := make(map[string]domain.ProductFilter, len(attributeKeys))
	for _, key := range attributeKeys {
		attributes[key], byAttribute[key] = map[string]int{}, f.WithoutFacet(key)
	}
	s.mu.RLock()
	defer s.mu.RUnlock()
	for _, p := range s.products {
		if byBrand.Matches(p) {
			brands[p.Brand]++
		}
		if p.Category != "" && byCategory.Matches(p) {
			categories[p.Category]++
		}
		for key, counts := range attributes {
			if v, ok := p.Attributes[key]; ok && byAttribute[key].Matches(p) {
				counts[v]++
			}
		}
	}
	facets := domain.ProductFacets{Brands: facetCounts(brands), Categories: facetCounts(categories),
		Attributes: make(map[string][]domain.FacetCount, len(attributes))}
	for key, counts := range attributes {
		facets.Attributes[key] = facetCounts(counts)
	}
	return facets, nil
}

func facetCounts(counts map[string]int) []domain.FacetCount {
	out := make([]domain.FacetCount, 0, len(counts))
	for v, n := range counts {
		out = append(out, domain.FacetCount{Value: v, Count: n})
	}
	return out
}
