package app

import "github.com/palletshop/pallet/domain"

// rollUpCategoryCounts turns counts of the products directly in each
// category into what buyers see: a parent's count includes its children's
// products. Categories with no products are left out.
func rollUpCategoryCounts(direct []domain.FacetCount, all []domain.Category) []domain.FacetCount {
	counts := make(map[string]int, len(direct))
	for _, d := range direct {
		counts[d.Value] += d.Count
		if c, ok := domain.FindCategory(d.Value, all); ok && c.Parent != "" {
			counts[c.Parent] += d.Count
		}
	}
	out := make([]domain.FacetCount, 0, len(counts))
	for slug, n := range counts {
		if n > 0 {
			out = append(out, domain.FacetCount{Value: slug, Count: n})
		}
	}
	return out
}
