package app

import (
	"context"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// CategoryCount is a category and how many products it holds, its
// children's included.
type CategoryCount struct {
	domain.Category
	Count int
}

// CategoryQueries reads the category tree with product counts.
type CategoryQueries struct {
	categories ports.CategoryRepository
	index      ports.CatalogueIndex
}

func NewCategoryQueries(categories ports.CategoryRepository, index ports.CatalogueIndex) *CategoryQueries {
	return &CategoryQueries{categories: categories, index: index}
}

// List returns every category in the tree's order with its count: the
// catalogue index's category facet of the whole catalogue.
func (q *CategoryQueries) List(ctx context.Context) ([]CategoryCount, error) {
	all, err := q.categories.ListCategories(ctx)
	if err != nil {
		return nil, err
	}
	hits, err := q.index.Search(ctx, domain.ProductFilter{PageRequest: domain.PageRequest{Limit: 1}}, nil)
	if err != nil {
		return nil, err
	}
	counts := map[string]int{}
	for _, c := range rollUpCategoryCounts(hits.Facets.Categories, all) {
		counts[c.Value] = c.Count
	}
	out := make([]CategoryCount, len(all))
	for i, c := range all {
		out[i] = CategoryCount{Category: c, Count: counts[c.Slug]}
	}
	return out, nil
}
