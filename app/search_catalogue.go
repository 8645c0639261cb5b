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
// answers; the page's products are read from the store by id.
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
	items, err := q.productsInOrder(ctx, hits.IDs.Items)
	if err != nil {
		return CatalogueResult{}, err
	}
	out := CatalogueResult{Page: domain.NewPage(items, hits.IDs.Total, f.PageRequest), Facets: hits.Facets}
	out.Facets.Categories = rollUpCategoryCounts(out.Facets.Categories, all)
	out.Facets.Sort()
	return out, nil
}

// productsInOrder reads the page's products from the store, in the index's
// order; one deleted since the index answered is left out.
func (q *ProductQueries) productsInOrder(ctx context.Context, ids []string) ([]domain.Product, error) {
	if len(ids) == 0 {
		return nil, nil
	}
	found, err := q.products.GetProducts(ctx, ids)
	if err != nil {
		return nil, err
	}
	byID := make(map[string]domain.Product, len(found))
	for _, p := range found {
		byID[p.ID] = p
	}
	items := make([]domain.Product, 0, len(ids))
	for _, id := range ids {
		if p, ok := byID[id]; ok {
			items = append(items, p)
		}
	}
	return items, nil
}
