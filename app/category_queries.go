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
	products   ports.ProductRepository
}

func NewCategoryQueries(categories ports.CategoryRepository, products ports.ProductRepository) *CategoryQueries {
	return &CategoryQueries{categories: categories, products: products}
}

// List returns every category in the tree's order with its count; the
// store counts (its category facet), nothing is loaded product by product.
func (q *CategoryQueries) List(ctx context.Context) ([]CategoryCount, error) {
	all, err := q.categories.ListCategories(ctx)
	if err != nil {
		return nil, err
	}
	facets, err := q.products.ProductFacets(ctx, domain.ProductFilter{}, nil)
	if err != nil {
		return nil, err
	}
	counts := map[string]int{}
	for _, c := range rollUpCategoryCounts(facets.Categories, all) {
		counts[c.Value] = c.Count
	}
	out := make([]CategoryCount, len(all))
	for i, c := range all {
		out[i] = CategoryCount{Category: c, Count: counts[c.Slug]}
	}
	return out, nil
}
