package app

import (
	"context"

	"golang.org/x/sync/errgroup"

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
// picked, the values of each attribute that category declares.
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
	var out CatalogueResult
	g, gctx := errgroup.WithContext(ctx)
	g.Go(func() (err error) {
		out.Page, err = q.products.ListProducts(gctx, f)
		return err
	})
	g.Go(func() (err error) {
		out.Facets, err = q.products.ProductFacets(gctx, f, attributeKeys)
		return err
	})
	if err := g.Wait(); err != nil {
		return CatalogueResult{}, err
	}
	out.Facets.Categories = rollUpCategoryCounts(out.Facets.Categories, all)
	out.Facets.Sort()
	return out, nil
}
