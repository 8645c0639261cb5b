package app

import (
	"context"

	"github.com/palletshop/pallet/domain"
)

// CatalogueSearch is a storefront search: the filter, and the category the
// buyer picked by slug ("" for all). A parent category takes in its
// children's products.
type CatalogueSearch struct {
	Filter   domain.ProductFilter
	Category string
}

// CatalogueResult is a page of products and the facets of the whole
// filtered catalogue.
type CatalogueResult struct {
	Page   domain.Page[domain.Product]
	Facets domain.ProductFacets
}

// Search lists a page and counts the facets: brands, categories (a
// parent's count includes its children's) and, when one category is
// picked, the values of each attribute that category declares. The index
// answers, the page's products included: it holds each product as the
// store's change feed last gave it, caught up before every write on this
// replica returns.
func (q *ProductQueries) Search(ctx context.Context, s CatalogueSearch) (CatalogueResult, error) {
	all, err := q.categories.ListCategories(ctx)
	if err != nil {
		return CatalogueResult{}, err
	}
	f := s.Filter
	f.PageRequest = f.PageRequest.Normalize()
	var attributeKeys []string
	if s.Category != "" {
		f.Categories = domain.CategoryWithChildren(s.Category, all)
		if picked, found := domain.FindCategory(s.Category, all); found {
			for _, a := range picked.Attributes {
				attributeKeys = append(attributeKeys, a.Key)
			}
		}
	}
	hits, err := q.index.Search(ctx, f, attributeKeys)
	if err != nil {
		return CatalogueResult{}, err
	}
	out := CatalogueResult{Page: hits.Page, Facets: hits.Facets}
	out.Facets.Categories = rollUpCategoryCounts(out.Facets.Categories, all)
	out.Facets.Sort()
	return out, nil
}
